import * as z from "zod";
import { slugProblem } from "../../src/lib/plain-slug";
import { storyFilePath } from "../content-cache/cache-layout";
import type { LinksMap } from "./fetch-links";
import { type PlacedStory, slugProblems } from "./slug-check";
import type { StoryData } from "./stories";

/**
 * The envelope every cached story and link must have for the build's loader to place it.
 * Content fields are checked by the loader itself (plugged in through the `validate` hook).
 */
const storyEnvelope = z.object({
  id: z.number().int(),
  uuid: z.string().min(1),
  full_slug: z.string().min(1),
  content: z.object({ component: z.string().min(1) }),
});

const linkEnvelope = z.object({
  id: z.number().int(),
  uuid: z.string().min(1),
  slug: z.string(),
  is_folder: z.boolean(),
});

export interface ContentCheck {
  errors: string[];
  warnings: string[];
}

function issues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`).join("; ");
}

function checkStories(stories: readonly StoryData[], check: ContentCheck): void {
  const files = new Map<string, string>();
  const uuids = new Set<string>();
  const placed: PlacedStory[] = [];
  stories.forEach((story, index) => {
    const name = typeof story.full_slug === "string" ? story.full_slug : `story #${index + 1} (id ${String(story.id)})`;
    const parsed = storyEnvelope.safeParse(story);
    if (!parsed.success) {
      check.errors.push(`${name}: ${issues(parsed.error)}`);
      return;
    }
    const notPlain = slugProblem(parsed.data.full_slug);
    // a plain path is always a file path inside the cache (it has no empty, "." or ".." part)
    const file = notPlain ? undefined : storyFilePath(parsed.data.full_slug);
    if (!file) check.errors.push(`${name}: full_slug is not a plain path: ${notPlain}; rename the slug in Storyblok.`);
    else if (files.has(file)) check.errors.push(`${name}: full_slug is stored at ${file}, like ${files.get(file)}; rename one of the two in Storyblok.`);
    else {
      files.set(file, name);
      placed.push({ name, file });
    }
    if (uuids.has(parsed.data.uuid)) check.errors.push(`${name}: uuid ${parsed.data.uuid} was sent twice.`);
    uuids.add(parsed.data.uuid);
  });
  check.errors.push(...slugProblems(placed));
}

function checkLinks(links: LinksMap, stories: readonly StoryData[], check: ContentCheck): void {
  for (const [key, link] of Object.entries(links)) {
    const parsed = linkEnvelope.safeParse(link);
    if (!parsed.success) check.errors.push(`links.json ${key}: ${issues(parsed.error)}`);
    else if (parsed.data.uuid !== key) check.errors.push(`links.json ${key}: the entry's uuid is ${parsed.data.uuid}.`);
  }
  for (const story of stories) {
    if (typeof story.uuid === "string" && !(story.uuid in links)) {
      check.warnings.push(`${String(story.full_slug)}: not in cdn/links, so menus and the sitemap will not list it; publish it again in Storyblok.`);
    }
  }
}

/** Checks what Storyblok sent before anything is written: errors stop the fetch, warnings are reported. */
export function checkContent(stories: readonly StoryData[], links: LinksMap): ContentCheck {
  const check: ContentCheck = { errors: [], warnings: [] };
  checkStories(stories, check);
  checkLinks(links, stories, check);
  return check;
}
