// Content → the typed Site model. modelSite is pure: it validates every story, resolves
// relations and collects warnings (story full_slug + field path) instead of failing on bad
// content. loadSite feeds it a content-cache folder (format in README.md); the preview
// function feeds it live draft content.
import type * as z from "zod";
import { type ContentOf, contentTypeSchemas } from "../../../src/content/content-types";
import { buildListings } from "../../../src/content/listings";
import type { BuildWarning, LoadedStory, Site } from "../../../src/content/site";
import { storiesOf } from "../../../src/content/site";
import { linksFileSchema, spaceFileSchema, storyEnvelopeSchema } from "../../../src/content/story";
import { repairInterruptedSwap } from "../../content-cache/swap-repair";
import { UserError } from "../../shared/errors";
import { type RawContent, type RawStoryFile, readContent } from "./read-content";
import { stillDigests } from "./still-digests";
import { type ModelledStory, openStoryMemo, type StoryMemo } from "./story-memo";
import { type ValidateOptions, validateContent } from "./validate-content";
import { formatPath } from "./validate-richtext";

export interface LoadResult {
  site: Site;
  warnings: BuildWarning[];
}

export async function loadSite(contentDir: string): Promise<LoadResult> {
  await repairInterruptedSwap(contentDir); // a fetch killed mid-swap leaves the cache as <dir>.old-<pid>
  // unchanged story files are taken as the last load validated them (build/pipeline/load/story-memo.ts)
  const opening = openStoryMemo(contentDir);
  const raw = await readContent(contentDir, opening);
  const memo = await opening;
  const loaded = modelSite(raw, memo);
  const digests = await stillDigests(loaded.site, contentDir, memo);
  await memo.save();
  return { ...loaded, site: { ...loaded.site, stillDigests: digests } };
}

/** `options.keepInvalid` (live previews only, never with a memo): bad blocks stay as placeholders (build/pipeline/load/validate-content.ts). */
export function modelSite(raw: RawContent, memo: StoryMemo | null = null, options: ValidateOptions = {}): LoadResult {
  const warnings: BuildWarning[] = [...raw.warnings];
  const warn = (w: BuildWarning) => warnings.push(w);
  const space = checkedPart(raw.space, spaceFileSchema, "space.json", raw.source);
  const linksFile = checkedPart(raw.links, linksFileSchema, "links.json", raw.source);
  const { stories, digests } = modelStories(raw.stories, warn, options.keepInvalid ? null : memo, { ...options, spaceId: space.id });
  const single = <N extends "settings" | "header" | "footer">(slug: string, component: N) => {
    const story = storiesOf(stories, component).find((s) => s.full_slug === slug);
    // a story file that is there but broken is a content fault: the build goes on without it (the warnings
    // above name its fields, and stop a production deploy); no such file at all means this is no site's cache
    if (!story && raw.stories.some((file) => file.where === `stories/${slug}.json`)) {
      warn({ where: slug, path: "content", message: `the ${slug} story could not be used, so the site is built with ${STAND_INS[component].describe}` });
      return contentTypeSchemas[component].parse(STAND_INS[component].content) as ContentOf<N>;
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
): { stories: LoadedStory[]; digests: Map<string, string> } {
  const stories: LoadedStory[] = [];
  const digests = new Map<string, string>();
  const seen = new Map<string, string>();
  for (const file of files) {
    // a memo holds stories as a build validates them: a preview keeping bad blocks models each anew
    const modelled = (!options.keepInvalid && file.memo?.modelled) || modelStory(file, options);
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
    stories.push(story);
    if (file.memo) digests.set(story.uuid, file.memo.digest);
  }
  return { stories, digests };
}

function modelStory({ where, json }: RawStoryFile, options: ValidateOptions): ModelledStory {
  const warnings: BuildWarning[] = [];
  const envelope = storyEnvelopeSchema.safeParse(json);
  if (!envelope.success) {
    for (const issue of envelope.error.issues) {
      warnings.push({ where, path: formatPath("", issue.path).replace(/^\./, ""), message: `${issue.message}; the file is skipped` });
    }
    return { story: null, warnings };
  }
  const { content: rawContent, ...meta } = envelope.data.story;
  const content = validateContent(rawContent, (p) => warnings.push({ where: meta.full_slug, ...p }), options);
  return { story: content ? { ...meta, content } : null, warnings };
}

function checkedPart<T>(json: unknown, schema: z.ZodType<T>, name: string, source: string): T {
  const result = schema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new UserError(`${source}/${name}: ${formatPath("", issue?.path ?? []) || "(root)"} ${issue?.message}`, "restore it from git or run npm run fetch");
  }
  return result.data;
}
