// Content → the typed Site model. modelSite is pure: it validates every story, resolves
// relations and collects warnings (story full_slug + field path) instead of failing on bad
// content. loadSite feeds it a content-cache folder (format in README.md); the preview
// function feeds it live draft content. The validating half (model-story.ts: zod and every
// schema) is handed in, and loadSite loads it only when some story is not in the memo.
import type * as z from "zod";
import { buildListings } from "../../../src/content/listings";
import type { BuildWarning, LoadedStory, Site } from "../../../src/content/site";
import { storiesOf } from "../../../src/content/site";
import { linksFileSchema, spaceFileSchema } from "../../../src/content/story";
import { repairInterruptedSwap } from "../../content-cache/swap-repair";
import { UserError } from "../../shared/errors";
import { LARGE_SITE_STORIES } from "../../shared/heap-growth";
import { formatPath } from "./field-path";
import { readHoldBack } from "./held-back";
import { type RawContent, type RawStoryFile, readContent } from "./read-content";
import { stringSharer } from "./shared-strings";
import { stillDigests } from "./still-digests";
import { openStoryMemo, type StoryMemo } from "./story-memo";
import type { ValidateOptions } from "./validate-content";

/** The validating half of loading (build/pipeline/load/model-story.ts). */
export type Modeller = typeof import("./model-story");

/** Thrown by modelSite when, handed no modeller, it meets a story or a stand-in it has to model. */
class ModellerNeeded extends Error {}

export interface LoadResult {
  site: Site;
  warnings: BuildWarning[];
}

/** `holdBack`: a production deploy's stories built from their last deployed copy or left out (held-back.ts). */
export async function loadSite(contentDir: string, holdBack: string | null = null): Promise<LoadResult> {
  await repairInterruptedSwap(contentDir); // a fetch killed mid-swap leaves the cache as <dir>.old-<pid>
  // unchanged story files are taken as the last load validated them (build/pipeline/load/story-memo.ts)
  const opening = openStoryMemo(contentDir);
  const raw = await readContent(contentDir, opening, await readHoldBack(holdBack));
  const memo = await opening;
  const loaded = withoutModeller(raw, memo) ?? modelSite(raw, memo, {}, await import("./model-story"));
  const digests = await stillDigests(loaded.site, contentDir, memo);
  await memo.save();
  return { ...loaded, site: { ...loaded.site, stillDigests: digests } };
}

/** The site from the memo alone, when it holds every story and nothing needs a stand-in; else null. */
function withoutModeller(raw: RawContent, memo: StoryMemo): LoadResult | null {
  if (!raw.stories.every((file) => file.memo?.modelled)) return null;
  try {
    return modelSite(raw, memo, {}, null);
  } catch (error) {
    if (error instanceof ModellerNeeded) return null;
    throw error;
  }
}

/**
 * `options.keepInvalid` (live previews only, never with a memo): bad blocks stay as placeholders (build/pipeline/load/validate-content.ts).
 * `modeller` models what the memo does not hold; without one, every story must come from the memo.
 */
export function modelSite(raw: RawContent, memo: StoryMemo | null, options: ValidateOptions, modeller: Modeller | null): LoadResult {
  const warnings: BuildWarning[] = [...raw.warnings];
  const warn = (w: BuildWarning) => warnings.push(w);
  const space = checkedPart(raw.space, spaceFileSchema, "space.json", raw.source);
  const linksFile = checkedPart(raw.links, linksFileSchema, "links.json", raw.source);
  const { stories, digests } = modelStories(raw.stories, warn, options.keepInvalid ? null : memo, { ...options, spaceId: space.id }, modeller);
  const single = <N extends "settings" | "header" | "footer">(slug: string, component: N) => {
    const story = storiesOf(stories, component).find((s) => s.full_slug === slug);
    // a story file that is there but broken is a content fault: the build goes on without it (the warnings
    // above name its fields, and stop a production deploy); no such file at all means this is no site's cache
    if (!story && raw.stories.some((file) => file.where === `stories/${slug}.json`)) {
      warn({ where: slug, path: "content", message: `the ${slug} story could not be used, so the site is built with ${STAND_INS[component].describe}` });
      if (!modeller) throw new ModellerNeeded();
      return modeller.contentOf(component, STAND_INS[component].content);
    }
    if (!story) {
      const problems = warnings.filter((w) => w.where === slug).map((w) => `\n    ${w.path}: ${w.message}`);
      throw new UserError(
        `the content in ${raw.source} has no valid "${slug}" story (component ${component})${problems.join("")}`,
        "every site needs settings, header and footer stories; fix the fields named above, or run npm run fetch",
      );
    }
    return story.content;
  };
  const site: Site = {
    space,
    settings: single("settings", "settings"),
    header: single("header", "header"),
    footer: single("footer", "footer"),
    stories,
    storyByUuid: new Map(stories.map((s) => [s.uuid, s])),
    storyBySlug: new Map(stories.map((s) => [s.full_slug, s])),
    links: Object.values(linksFile.links),
    listings: buildListings(stories, warn),
    ...(digests.size > 0 ? { storyDigests: digests } : {}),
  };
  return { site, warnings };
}

/** What a broken settings, header or footer story is replaced by, so that one broken field never stops a build. */
const STAND_INS = {
  settings: {
    describe: 'a stand-in site name ("Site") and address (https://example.invalid)',
    content: { component: "settings", site_name: "Site", production_site_url: "https://example.invalid/" },
  },
  header: { describe: "an empty menu", content: { component: "header" } },
  footer: { describe: "an empty footer", content: { component: "footer" } },
} as const;

/** The stories, and the digest of each one's file by its uuid (for those read with a memo). */
function modelStories(
  files: readonly RawStoryFile[],
  warn: (w: BuildWarning) => void,
  memo: StoryMemo | null,
  options: ValidateOptions,
  modeller: Modeller | null,
): { stories: LoadedStory[]; digests: Map<string, string> } {
  const stories: LoadedStory[] = [];
  const digests = new Map<string, string>();
  const seen = new Map<string, string>();
  // a small site's copies weigh little, and sharing them took 7-20 ms of the embedded site's 0.4 s rebuild
  const share = files.length >= LARGE_SITE_STORIES ? stringSharer() : null;
  for (const file of files) {
    // a memo holds stories as a build validates them: a preview keeping bad blocks models each anew
    const kept = !options.keepInvalid && file.memo?.modelled;
    if (!kept && !modeller) throw new ModellerNeeded();
    const modelled = kept || modeller!.modelStory(file, options);
    if (file.memo?.key && !file.memo.modelled) memo?.stories.set(file.memo.key, { modelled, digest: file.memo.digest });
    for (const w of modelled.warnings) warn(w);
    const story = modelled.story;
    if (!story) continue;
    const clash = seen.get(story.uuid);
    if (clash) {
      warn({ where: story.full_slug, path: "uuid", message: `uuid ${story.uuid} is also used by ${clash}; this copy is skipped` });
      continue;
    }
    seen.set(story.uuid, story.full_slug);
    share?.(story);
    stories.push(story);
    if (file.memo) digests.set(story.uuid, file.memo.digest);
  }
  return { stories, digests };
}

function checkedPart<T>(json: unknown, schema: z.ZodType<T>, name: string, source: string): T {
  const result = schema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new UserError(`${source}/${name}: ${formatPath("", issue?.path ?? []) || "(root)"} ${issue?.message}`, "restore it from git or run npm run fetch");
  }
  return result.data;
}
