import { bringAssets, type AssetTally } from "./asset-download";
import { collectAssets } from "./asset-urls";
import { LINKS_FILE, SPACE_FILE, storyFilePath } from "./cache-layout";
import { cdnGet, createCdnClient, type CdnClient } from "./client";
import { FetchError } from "./errors";
import { fetchAllLinks, type LinksMap } from "./links";
import type { ContentVersion, FetchOptions } from "./options";
import { stderrProgress, type Progress } from "./progress";
import { createStaging, discardStaging, recoverInterrupted, swapIn, type Staging } from "./staging";
import { fetchAllStories, type PinnedSpace, type StoryData } from "./stories";
import { checkContent } from "./validate";

/** A check of the finished cache folder before it is swapped in, e.g. the build's loader. */
export type CacheValidator = (cacheDir: string) => Promise<{ warnings: string[] }>;

export interface FetchRun extends FetchOptions {
  validate?: CacheValidator;
  progress?: Progress;
}

export interface FetchSummary {
  cv: number;
  version: ContentVersion;
  outDir: string;
  stories: number;
  links: number;
  assets: AssetTally;
  warnings: string[];
  seconds: number;
}

const WRITE_BATCH = 32;

/** cdn/spaces/me gives the cache version that every later request is pinned to, so all pages match. */
async function pinSpace(client: CdnClient, options: FetchOptions, progress: Progress): Promise<PinnedSpace> {
  const answer = await cdnGet(client, "cdn/spaces/me", {}, { label: "cdn/spaces/me", midway: false }, options);
  const space = (answer.data as { space?: { id?: unknown; name?: unknown; version?: unknown } } | null)?.space;
  if (typeof space?.version !== "number") {
    throw new FetchError("The answer to cdn/spaces/me has no space version (cv).", "Check that STORYBLOK_ENDPOINT, if set, points at the Storyblok CDN API (…/v2).");
  }
  progress.line(`space: ${String(space.name ?? "?")} (id ${String(space.id ?? "?")}), cv ${space.version}, ${options.version} content`);
  return { cv: space.version };
}

async function writeContent(staging: Staging, stories: readonly StoryData[], links: LinksMap, space: PinnedSpace, version: ContentVersion): Promise<void> {
  for (let i = 0; i < stories.length; i += WRITE_BATCH) {
    // checkContent has already refused any full_slug without a file path.
    await Promise.all(stories.slice(i, i + WRITE_BATCH).map((story) => staging.writeJson(storyFilePath(String(story.full_slug))!, { story })));
  }
  await staging.writeJson(LINKS_FILE, { links });
  await staging.writeJson(SPACE_FILE, { cv: space.cv, version, fetched_at: new Date().toISOString() });
}

function contentError(errors: string[]): FetchError {
  return new FetchError(
    `Storyblok sent ${errors.length} ${errors.length === 1 ? "story or link" : "stories or links"} the cache cannot hold:\n  ${errors.join("\n  ")}`,
    "Fix the entries named above in Storyblok, publish them and run npm run fetch again.",
  );
}

function strictError(warnings: string[]): FetchError {
  return new FetchError(
    `--strict: the fetched content has ${warnings.length} warning${warnings.length === 1 ? "" : "s"}:\n  ${warnings.join("\n  ")}`,
    "Fix them in Storyblok and run npm run fetch again, or run without --strict to accept them.",
  );
}

/**
 * Storyblok → content cache. Everything is fetched and checked first, written beside the cache, and
 * swapped in only when complete: on any failure the existing cache is left exactly as it was.
 */
export async function fetchContent(run: FetchRun): Promise<FetchSummary> {
  const started = performance.now();
  const progress = run.progress ?? stderrProgress;
  for (const note of await recoverInterrupted(run.outDir)) progress.line(note);
  const client = createCdnClient(run);
  const space = await pinSpace(client, run, progress);
  const stories = await fetchAllStories(client, space, run, progress);
  const links = await fetchAllLinks(client, space, run, progress);
  const check = checkContent(stories, links);
  if (check.errors.length > 0) throw contentError(check.errors);
  const scan = collectAssets(stories);
  const staging = await createStaging(run.outDir);
  try {
    await writeContent(staging, stories, links, space, run.version);
    const assets = await bringAssets([...scan.assets.values()], run, staging, progress);
    const hooked = run.validate ? (await run.validate(staging.dir)).warnings : [];
    const warnings = [...check.warnings, ...scan.problems, ...assets.missing, ...hooked];
    if (run.strict && warnings.length > 0) throw strictError(warnings);
    for (const warning of warnings) progress.line(`warning: ${warning}`);
    await swapIn(staging, run.outDir);
    const seconds = (performance.now() - started) / 1000;
    return { cv: space.cv, version: run.version, outDir: run.outDir, stories: stories.length, links: Object.keys(links).length, assets, warnings, seconds };
  } catch (error) {
    await discardStaging(staging);
    throw error;
  }
}
