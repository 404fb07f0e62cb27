// Writes the cache in the fixed layout the build reads: stories/<full_slug>.json
// (a start page "services/" as stories/services/index.json), links.json,
// space.json and assets/. The folder is replaced whole so no stale file survives.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { LinkEntry, StoryRecord } from "./seed-space";

/** JSON as the cache stores it: 2-space indent and a trailing newline. */
export const cacheJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export function storyPath(fullSlug: string): string {
  return `stories/${fullSlug.endsWith("/") ? `${fullSlug}index` : fullSlug}.json`;
}

async function writeText(root: string, relative: string, text: string): Promise<void> {
  const target = join(root, relative);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, text);
}

export async function resetCache(root: string): Promise<void> {
  await rm(root, { recursive: true, force: true });
  await mkdir(join(root, "assets"), { recursive: true });
}

export async function writeContent(root: string, stories: StoryRecord[], links: LinkEntry[], space: unknown): Promise<void> {
  for (const { story } of stories) await writeText(root, storyPath(story.full_slug), cacheJson({ story }));
  const linkMap = Object.fromEntries(links.map((link) => [link.uuid, link]));
  await writeText(root, "links.json", cacheJson({ links: linkMap }));
  await writeText(root, "space.json", cacheJson(space));
}
