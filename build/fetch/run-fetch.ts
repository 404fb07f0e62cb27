import { LINKS_FILE, SPACE_FILE, storyFilePath } from "../content-cache/cache-layout";
import { recoverInterrupted } from "../content-cache/swap-repair";
import { inBatches } from "../shared/in-batches";
import { type AssetTally, bringAssets } from "./asset-download";
import { collectAssets } from "./asset-urls";
import { lockCache } from "./cache-lock";
import { type CdnClient, ContentChanged, cdnGet, createCdnClient } from "./cdn-client";
import { fetchChangedStories } from "./changed-stories";
import { checkContent } from "./check-fetched";
import { FetchError } from "./fetch-errors";
import { fetchAllLinks, type LinksMap } from "./fetch-links";
import type { ContentVersion, FetchOptions } from "./fetch-options";
import { type PreviousContent, readPreviousContent } from "./previous-content";
import { type Progress, stderrProgress } from "./progress";
import { assetPathsWithIds, replacedAssetIds } from "./replaced-assets";
import { createStaging, discardStaging, type Staging, swapIn } from "./staging";
import { fetchAllStories, type PinnedSpace, type StoryData } from "./stories";

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
async function pinSpace(client: CdnClient, options: FetchOptions, progress: Progress, atLeast = 0): Promise<PinnedSpace> {
  const answer = await cdnGet(client, "cdn/spaces/me", {}, { label: "cdn/spaces/me", midway: false }, options);
  const space = (answer.data as { space?: { id?: unknown; name?: unknown; version?: unknown } } | null)?.space;
  if (typeof space?.version !== "number") {
    throw new FetchError("The answer to cdn/spaces/me has no space version (cv).", "Check that STORYBLOK_ENDPOINT, if set, points at the Storyblok CDN API (…/v2).");
  }
  progress.line(`space: ${String(space.name ?? "?")} (id ${String(space.id ?? "?")}), cv ${space.version}, ${options.version} content`);
  // Right after a publish, spaces/me may still name the older cv that the content has already left.
  return { cv: Math.max(space.version, atLeast), ...(typeof space.id === "number" ? { id: space.id } : {}) };
}

async function writeStory(staging: Staging, story: StoryData): Promise<void> {
  // checkContent has already refused any full_slug without a file path.
  const file = storyFilePath(String(story.full_slug))!;
  await staging.writeJson(file, { story }).catch((error: NodeJS.ErrnoException) => {
    throw new FetchError(
      `${String(story.full_slug)}: full_slug cannot be stored as ${file}: the file system refused it (${error.code ?? error.message}).`,
      "Rename the slug in Storyblok, publish it and run npm run fetch again.",
    );
  });
}

async function writeContent(staging: Staging, stories: readonly StoryData[], links: LinksMap, space: PinnedSpace, version: ContentVersion): Promise<void> {
  await inBatches(stories, WRITE_BATCH, (story) => writeStory(staging, story));
  await staging.writeJson(LINKS_FILE, { links });
  await staging.writeJson(SPACE_FILE, { ...(space.id ? { id: space.id } : {}), cv: space.cv, version, fetched_at: new Date().toISOString() });
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

interface FetchedContent {
  space: PinnedSpace;
  stories: StoryData[];
  links: LinksMap;
}

/** The previous fetch's content to ask Storyblok for changes against, or undefined (with the reason logged) for a full fetch. */
async function previousContent(run: FetchRun, progress: Progress): Promise<PreviousContent | undefined> {
  if (!run.previousDir) return undefined;
  const previous = await readPreviousContent(run.previousDir);
  if (!("unusable" in previous)) return previous;
  progress.line(`full fetch: ${previous.unusable}`);
  return undefined;
}

/** All stories and links at the pinned cv: only what changed when a previous fetch allows it, else everything. */
async function fetchPinned(client: CdnClient, space: PinnedSpace, previous: PreviousContent | undefined, run: FetchRun, progress: Progress): Promise<FetchedContent> {
  if (previous) {
    const changed = await fetchChangedStories(client, space, previous, run, progress);
    if (changed.kind === "changes") {
      progress.line(`incremental fetch: ${changed.how}`);
      return { space, stories: changed.stories, links: changed.links };
    }
    progress.line(`full fetch: ${changed.why}`);
  }
  const stories = await fetchAllStories(client, space, run, progress);
  return { space, stories, links: await fetchAllLinks(client, space, run, progress) };
}

/**
 * Stories and links of one content version. When an answer shows that someone published during the
 * fetch, it starts over once from a fresh pin; a second change fails.
 */
async function fetchOneVersion(run: FetchRun, progress: Progress): Promise<FetchedContent> {
  const client = createCdnClient(run);
  const previous = await previousContent(run, progress);
  let first: ContentChanged | undefined;
  for (;;) {
    const space = await pinSpace(client, run, progress, first?.seen);
    try {
      return await fetchPinned(client, space, previous, run, progress);
    } catch (error) {
      if (!(error instanceof ContentChanged)) throw error;
      if (first) {
        throw new FetchError(
          `The space's content changed twice during the fetch: cv ${first.pinned} → ${first.seen} (${first.label}), then ${error.pinned} → ${error.seen} (${error.label}).`,
          "Someone is publishing in Storyblok right now; wait until they are done and run npm run fetch again.",
        );
      }
      first = error;
      progress.line(`content changed during the fetch (${error.label} is from cv ${error.seen}, not ${error.pinned}); starting over from a fresh pin`);
    }
  }
}

/** The cache paths of the assets the build hook's body names as replaced, with a log line about them. */
function replacedAssets(stories: readonly StoryData[], run: FetchRun, progress: Progress): Set<string> {
  const { ids, note } = replacedAssetIds(run.incomingHookBody);
  if (note) progress.line(note);
  if (ids.length === 0) return new Set();
  const paths = assetPathsWithIds(stories, ids);
  const unused = ids.filter((id) => ![...paths.values()].includes(id));
  progress.line(`replaced assets (named by the build hook): ${paths.size} to download again${unused.length > 0 ? `; not used by any story: ${unused.join(", ")}` : ""}`);
  return new Set(paths.keys());
}

/** Checks, stages, validates and swaps in one fetched version of the content. */
async function storeContent(content: FetchedContent, run: FetchRun, progress: Progress): Promise<Omit<FetchSummary, "seconds">> {
  const { space, stories, links } = content;
  const check = checkContent(stories, links);
  if (check.errors.length > 0) throw contentError(check.errors);
  const scan = collectAssets(stories);
  const staging = await createStaging(run.outDir);
  try {
    await writeContent(staging, stories, links, space, run.version);
    const assets = await bringAssets([...scan.assets.values()], run, staging, progress, replacedAssets(stories, run, progress));
    const hooked = run.validate ? (await run.validate(staging.dir)).warnings : [];
    const warnings = [...check.warnings, ...scan.problems, ...assets.missing, ...hooked];
    if (run.strict && warnings.length > 0) throw strictError(warnings);
    for (const warning of warnings) progress.line(`warning: ${warning}`);
    run.signal?.throwIfAborted();
    await swapIn(staging, run.outDir);
    return { cv: space.cv, version: run.version, outDir: run.outDir, stories: stories.length, links: Object.keys(links).length, assets, warnings };
  } catch (error) {
    await discardStaging(staging);
    throw error;
  }
}

/**
 * Storyblok → content cache. Everything is fetched and checked first, written beside the cache, and
 * swapped in only when complete: on any failure the existing cache is left exactly as it was.
 * One fetch per cache at a time (a lock beside it).
 */
export async function fetchContent(run: FetchRun): Promise<FetchSummary> {
  const started = performance.now();
  const progress = run.progress ?? stderrProgress;
  const withNotes: FetchRun = { ...run, notes: run.notes ?? ((text) => progress.line(text)) };
  const lock = await lockCache(run.outDir, (text) => progress.line(text));
  try {
    for (const note of await recoverInterrupted(run.outDir)) progress.line(note);
    const stored = await storeContent(await fetchOneVersion(withNotes, progress), withNotes, progress);
    return { ...stored, seconds: (performance.now() - started) / 1000 };
  } finally {
    await lock.release();
  }
}
