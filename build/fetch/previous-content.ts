/** The content a previous fetch left in the cache folder, read back for an incremental fetch. */
import fs from "node:fs/promises";
import path from "node:path";
import { LINKS_FILE, SPACE_FILE, STORIES_DIR } from "../content-cache/cache-layout";
import type { LinksMap } from "./fetch-links";
import type { ContentVersion } from "./fetch-options";
import type { StoryData } from "./stories";

export interface PreviousContent {
  cv: number;
  version: ContentVersion;
  stories: StoryData[];
  links: LinksMap;
}

const readJson = async (file: string): Promise<Record<string, unknown>> => JSON.parse(await fs.readFile(file, "utf8"));

/** The previous fetch's content, or why it cannot be used (then the fetch asks for everything). */
export async function readPreviousContent(outDir: string): Promise<PreviousContent | { unusable: string }> {
  let space: Record<string, unknown>;
  try {
    space = await readJson(path.join(outDir, SPACE_FILE));
  } catch {
    return { unusable: `no previous fetch in ${path.basename(outDir)}/ (${SPACE_FILE} missing or unreadable)` };
  }
  if (typeof space.cv !== "number" || (space.version !== "published" && space.version !== "draft")) {
    return { unusable: `${SPACE_FILE} names no cv and version` };
  }
  try {
    const links = (await readJson(path.join(outDir, LINKS_FILE))).links;
    if (links === null || typeof links !== "object" || Array.isArray(links)) return { unusable: `${LINKS_FILE} holds no links map` };
    const entries = await fs.readdir(path.join(outDir, STORIES_DIR), { recursive: true, withFileTypes: true });
    const files = entries.filter((entry) => entry.isFile() && entry.name.endsWith(".json")).map((entry) => path.join(entry.parentPath, entry.name));
    const stories = await Promise.all(files.map(async (file) => (await readJson(file)).story as StoryData));
    if (stories.some((story) => story === null || typeof story !== "object" || typeof story.uuid !== "string")) {
      return { unusable: "a cached story file holds no story with a uuid" };
    }
    return { cv: space.cv, version: space.version, stories, links: links as LinksMap };
  } catch (error) {
    return { unusable: `the cached content cannot be read (${error instanceof Error ? error.message : String(error)})` };
  }
}
