// The disk half of loading: a content-cache folder → its files' JSON, unvalidated. The other
// half (build/load.ts modelSite) turns that into the site model without touching the disk, so
// the preview function can feed it live draft content instead.
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import type { BuildWarning } from "../src/content/site";
import { UserError } from "./errors";

/** One story file: where it came from (for warnings) and its parsed JSON ({ story }). */
export interface RawStoryFile {
  where: string;
  json: unknown;
}

/** A content cache as JSON values, in the order the model is built from (sorted by file path). */
export interface RawContent {
  /** names the source in error messages: a folder, or the live space */
  source: string;
  space: unknown;
  links: unknown;
  stories: RawStoryFile[];
  /** files that could not even be parsed; they are skipped */
  warnings: BuildWarning[];
}

/** Story files read at once: enough to overlap the reads, few enough to keep memory flat on large caches. */
const READ_BATCH = 64;

export async function readContent(contentDir: string): Promise<RawContent> {
  const warnings: BuildWarning[] = [];
  const space = await readRequiredJson(join(contentDir, "space.json"), contentDir);
  const links = await readRequiredJson(join(contentDir, "links.json"), contentDir);
  const files = (await listJsonFiles(join(contentDir, "stories"), contentDir)).sort();
  const stories: RawStoryFile[] = [];
  // a batch of files is read at once (the reads overlap), then parsed in path order
  for (let start = 0; start < files.length; start += READ_BATCH) {
    const batch = files.slice(start, start + READ_BATCH);
    const texts = await Promise.all(batch.map((file) => readFile(file, "utf8").catch((error: Error) => error)));
    for (const [i, file] of batch.entries()) {
      const where = relative(contentDir, file);
      const parsed = parseStoryFile(texts[i]!);
      if ("json" in parsed) stories.push({ where, json: parsed.json });
      else warnings.push({ where, path: "", message: `${parsed.problem}; the file is skipped` });
    }
  }
  return { source: contentDir, space, links, stories, warnings };
}

function parseStoryFile(text: string | Error): { json: unknown } | { problem: string } {
  if (text instanceof Error) return { problem: `could not be read (${text.message})` };
  try {
    return { json: JSON.parse(text) };
  } catch (error) {
    return { problem: `not valid JSON (${(error as Error).message})` };
  }
}

async function listJsonFiles(dir: string, contentDir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile() && e.name.endsWith(".json")).map((e) => join(e.parentPath, e.name));
  } catch {
    throw new UserError(`no stories folder in the content cache ${contentDir}`, "pass --content DIR with a content cache, or run npm run fetch");
  }
}

async function readRequiredJson(file: string, contentDir: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    throw new UserError(`${file} is missing; ${contentDir} is not a complete content cache`, "pass --content DIR with a content cache, or run npm run fetch");
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UserError(`${file} is not valid JSON: ${(error as Error).message}`, "restore it from git or run npm run fetch");
  }
}
