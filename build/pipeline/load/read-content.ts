// The disk half of loading: a content-cache folder → its files' JSON, unvalidated. The other
// half (build/pipeline/load/load.ts modelSite) turns that into the site model without touching the disk, so
// the preview function can feed it live draft content instead.
import { readFileSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { BuildWarning } from "../../../src/content/site";
import { UserError } from "../../shared/errors";
import { trustedFingerprint } from "../../shared/file-fingerprint.mjs";
import { filesUnder } from "../../shared/files-under.mjs";
import { holdHeapCloseFor } from "../../shared/heap-growth";
import { type HoldBack, linksWithoutLeftOut } from "./held-back";
import { type ModelledStory, type StoryMemo, storyDigest, storyKey } from "./story-memo";

/**
 * One story file: where it came from (for warnings) and its parsed JSON ({ story });
 * read with a memo, the digest of its bytes, its entry key (none for a file changed too
 * recently to be known by its fingerprint), and what an earlier load made of the same
 * file (then the file is not read: `json` is null).
 */
export interface RawStoryFile {
  where: string;
  json: unknown;
  memo?: { key: string | null; digest: string; modelled?: ModelledStory };
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

/** With a memo (or one still opening: the folder is listed meanwhile), files unchanged since it was kept are taken from it unread. */
export async function readContent(contentDir: string, opening: StoryMemo | Promise<StoryMemo> | null = null, held: HoldBack | null = null): Promise<RawContent> {
  const warnings: BuildWarning[] = [];
  const space = await readRequiredJson(join(contentDir, "space.json"), contentDir);
  const links = linksWithoutLeftOut(await readRequiredJson(join(contentDir, "links.json"), contentDir), held);
  const storiesDir = join(contentDir, "stories");
  const paths = (await listJsonFiles(storiesDir, contentDir)).sort();
  holdHeapCloseFor(paths.length);
  const memo = await opening;
  const stories: RawStoryFile[] = [];
  // read one by one, in path order: a small file reads faster in this thread than through
  // the thread pool (40 rather than 55 ms for the embedded cache), and memory stays flat
  const spaceId = spaceIdOf(space);
  for (const path of paths) {
    const file = `${storiesDir}/${path}`;
    const where = `stories/${path}`;
    if (held?.leaveOut[where] !== undefined) continue;
    const copy = held?.replace[where];
    if (copy) {
      // the last deployed copy, never remembered as this file's: the file itself is read next time
      const text = readText(copy);
      const parsed = parseStoryFile(text);
      if ("json" in parsed)
        stories.push({ where, json: parsed.json, ...(memo && typeof text === "string" ? { memo: { key: null, digest: storyDigest(where, spaceId, text) } } : {}) });
      else warnings.push({ where, path: "", message: `its last deployed copy ${parsed.problem}; the file is skipped` });
      continue;
    }
    // stated before it is read: a file changed after this has a new fingerprint, which the next load does not find
    const fingerprint = memo ? trustedFingerprintOf(file) : null;
    const key = fingerprint ? storyKey(where, spaceId, fingerprint) : null;
    const kept = key ? memo?.stories.get(key) : undefined;
    if (key && kept) {
      stories.push({ where, json: null, memo: { key, digest: kept.digest, modelled: kept.modelled } });
      continue;
    }
    const text = readText(file);
    const parsed = parseStoryFile(text);
    if ("json" in parsed) stories.push({ where, json: parsed.json, ...(memo && typeof text === "string" ? { memo: { key, digest: storyDigest(where, spaceId, text) } } : {}) });
    else warnings.push({ where, path: "", message: `${parsed.problem}; the file is skipped` });
  }
  return { source: contentDir, space, links, stories, warnings };
}

const spaceIdOf = (space: unknown) => String((space as { id?: unknown } | null)?.id ?? "");

/** The file's fingerprint when it can be trusted (build/shared/file-fingerprint.mjs); null for a file too recently changed, or not there */
function trustedFingerprintOf(file: string): string | null {
  try {
    return trustedFingerprint(statSync(file));
  } catch {
    return null; // reading it says what is wrong
  }
}

function readText(file: string): string | Error {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    return error as Error;
  }
}

function parseStoryFile(text: string | Error): { json: unknown } | { problem: string } {
  if (text instanceof Error) return { problem: `could not be read (${text.message})` };
  try {
    return { json: JSON.parse(text) };
  } catch (error) {
    return { problem: `not valid JSON (${(error as Error).message})` };
  }
}

/** The story files under `dir`, relative to it */
async function listJsonFiles(dir: string, contentDir: string): Promise<string[]> {
  try {
    return await filesUnder(dir, (name) => name.endsWith(".json"));
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
