// Stories as an earlier load validated them, so a build whose story files did not
// change skips parsing and validating them (zod is most of loading: 60 of 90 ms for
// the embedded site, 2 s at 10,000 stories). An entry is keyed by the file's path
// and bytes, the memo by the code that validates (src/content, src/lib, the loader
// and the lock file), so a schema change starts afresh. One memo per content
// folder under .cache/story-memo/; deleting it is always safe.
import { createHash } from "node:crypto";
import { readdir, rm, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { deserialize, serialize } from "node:v8";
import type { BuildWarning, LoadedStory } from "../../../src/content/site";
import { buildCacheRoot, cacheFolder, noteCacheDamage, readCachedBytes, storeCachedBytes } from "../../shared/build-step-cache";
import { DIGEST_SUFFIX } from "../../shared/cache-digest.mjs";
import { sourceStamp } from "../../shared/source-stamp.mjs";

/** What loading one story file gave: the story (null when skipped) and its warnings. */
export interface ModelledStory {
  story: LoadedStory | null;
  warnings: BuildWarning[];
}

export interface StoryMemo {
  /** the entry key of a story file read from `where` with this text */
  key(where: string, text: string): string;
  get(key: string): ModelledStory | undefined;
  set(key: string, value: ModelledStory): void;
  /** keeps the entries this load used, and only those, for the next load (written only when they changed) */
  save(): Promise<void>;
}

const KIND = "story-memo";
/** memos kept at most (content folders × code versions); the least recently written go first */
const KEPT = 8;
const ROOT = resolve(import.meta.dirname, "../../..");
const VALIDATING_DIRS = ["src/content", "src/lib"];
const VALIDATING_FILES = [
  "build/pipeline/load/load.ts",
  "build/pipeline/load/read-content.ts",
  "build/pipeline/load/validate-content.ts",
  "build/pipeline/load/validate-richtext.ts",
  "build/pipeline/load/story-memo.ts",
  "package-lock.json",
];

const shortHash = (value: string) => createHash("sha256").update(value).digest("hex").slice(0, 16);

export async function openStoryMemo(contentDir: string): Promise<StoryMemo> {
  const code = await sourceStamp(ROOT, VALIDATING_DIRS, VALIDATING_FILES, /\.ts$/);
  const folder = `${shortHash(resolve(contentDir))}-`;
  const name = `${folder}${code}`;
  const previous = await readMemo(name);
  const used = new Map<string, ModelledStory>();
  let added = false;
  return {
    key: (where, text) => createHash("sha1").update(where).update("\0").update(text).digest("base64"),
    get(key) {
      const hit = previous.get(key);
      if (hit) used.set(key, hit);
      return hit;
    },
    set(key, value) {
      used.set(key, value);
      added = true;
    },
    async save() {
      if (!added && used.size === previous.size) return;
      await storeCachedBytes(KIND, name, serialize(used));
      await forgetOthers(folder, name);
    },
  };
}

/** The entries stored, or none when there are none or the file is damaged (a memo is only ever a shortcut; the damage is reported). */
async function readMemo(name: string): Promise<Map<string, ModelledStory>> {
  const stored = await readCachedBytes(KIND, name);
  try {
    if (stored) return deserialize(stored) as Map<string, ModelledStory>;
  } catch (error) {
    noteCacheDamage(cacheFolder(KIND), name, `it does not deserialize (${error instanceof Error ? error.message : String(error)})`);
  }
  return new Map();
}

/** The same folder's memos for other code go; of the rest, only the most recent are kept. */
async function forgetOthers(folder: string, kept: string): Promise<void> {
  const dir = join(buildCacheRoot(), KIND);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n !== kept && !n.includes(".tmp-") && !n.endsWith(DIGEST_SUFFIX));
  const stale = names.filter((n) => n.startsWith(folder));
  const others = names.filter((n) => !n.startsWith(folder));
  const ages = await Promise.all(others.map(async (n) => ({ n, at: (await stat(join(dir, n)).catch(() => null))?.mtimeMs ?? 0 })));
  const oldest = ages.sort((a, b) => b.at - a.at).slice(KEPT - 1);
  const gone = [...stale, ...oldest.map((o) => o.n)];
  await Promise.all(gone.flatMap((n) => [n, `${n}${DIGEST_SUFFIX}`]).map((n) => rm(join(dir, n), { force: true })));
}
