// content-cache/ → the typed Site model. Reads the cache format documented in
// README.md, validates every story, resolves relations, and collects warnings
// (story full_slug + field path) instead of failing on bad content.
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import type { z } from "zod";
import { buildListings } from "../src/content/listings";
import type { BuildWarning, LoadedStory, Site } from "../src/content/site";
import { storiesOf } from "../src/content/site";
import { linksFileSchema, spaceFileSchema, storyEnvelopeSchema } from "../src/content/story";
import { UserError } from "./errors";
import { repairInterruptedSwap } from "./fetch/swap-repair";
import { formatPath, validateContent } from "./validate";

export interface LoadResult {
  site: Site;
  warnings: BuildWarning[];
}

export async function loadSite(contentDir: string): Promise<LoadResult> {
  await repairInterruptedSwap(contentDir); // a fetch killed mid-swap leaves the cache as <dir>.old-<pid>
  const warnings: BuildWarning[] = [];
  const warn = (w: BuildWarning) => warnings.push(w);
  const space = await readJsonFile(join(contentDir, "space.json"), spaceFileSchema, contentDir);
  const linksFile = await readJsonFile(join(contentDir, "links.json"), linksFileSchema, contentDir);
  const stories = await loadStories(join(contentDir, "stories"), contentDir, warn);
  const single = <N extends "settings" | "header" | "footer">(slug: string, component: N) => {
    const story = storiesOf(stories, component).find((s) => s.full_slug === slug);
    if (!story) {
      const problems = warnings.filter((w) => w.where === slug).map((w) => `\n    ${w.path}: ${w.message}`);
      throw new UserError(
        `the content cache in ${contentDir} has no valid "${slug}" story (component ${component})${problems.join("")}`,
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
    links: Object.values(linksFile.links),
    listings: buildListings(stories, warn),
  };
  return { site, warnings };
}

async function loadStories(dir: string, contentDir: string, warn: (w: BuildWarning) => void): Promise<LoadedStory[]> {
  const files = await listJsonFiles(dir, contentDir);
  const stories: LoadedStory[] = [];
  const seen = new Map<string, string>();
  for (const file of files.sort()) {
    const story = await loadStory(file, contentDir, warn);
    if (!story) continue;
    const clash = seen.get(story.uuid);
    if (clash) {
      warn({ where: story.full_slug, path: "uuid", message: `uuid ${story.uuid} is also used by ${clash}; this copy is skipped` });
      continue;
    }
    seen.set(story.uuid, story.full_slug);
    stories.push(story);
  }
  return stories;
}

async function loadStory(file: string, contentDir: string, warn: (w: BuildWarning) => void): Promise<LoadedStory | null> {
  const where = relative(contentDir, file);
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    warn({ where, path: "", message: `not valid JSON (${(error as Error).message}); the file is skipped` });
    return null;
  }
  const envelope = storyEnvelopeSchema.safeParse(json);
  if (!envelope.success) {
    for (const issue of envelope.error.issues) {
      warn({ where, path: formatPath("", issue.path).replace(/^\./, ""), message: `${issue.message}; the file is skipped` });
    }
    return null;
  }
  const { content: rawContent, ...meta } = envelope.data.story;
  const content = validateContent(rawContent, (p) => warn({ where: meta.full_slug, ...p }));
  return content ? { ...meta, content } : null;
}

async function listJsonFiles(dir: string, contentDir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile() && e.name.endsWith(".json")).map((e) => join(e.parentPath, e.name));
  } catch {
    throw new UserError(`no stories folder in the content cache ${contentDir}`, "pass --content DIR with a content cache, or run npm run fetch");
  }
}

async function readJsonFile<T>(file: string, schema: z.ZodType<T>, contentDir: string): Promise<T> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    throw new UserError(`${file} is missing; ${contentDir} is not a complete content cache`, "pass --content DIR with a content cache, or run npm run fetch");
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new UserError(`${file} is not valid JSON: ${(error as Error).message}`, "restore it from git or run npm run fetch");
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new UserError(`${file}: ${formatPath("", issue?.path ?? []) || "(root)"} ${issue?.message}`, "restore it from git or run npm run fetch");
  }
  return result.data;
}
