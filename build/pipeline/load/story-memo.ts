// Stories as an earlier load validated them, so a build whose story files did not
// change neither reads, parses nor validates them (zod is most of loading: 60 of 90 ms
// for the embedded site, 2 s at 10,000 stories; reading and digesting the files was
// another 0.9 s there). An entry is keyed by the file's path and fingerprint (size,
// modification and change times, inode: build/shared/file-fingerprint.mjs) and keeps the digest of
// its bytes, which the incremental build hashes the story by; the memo by the code that
// validates (src/content, src/lib, the loader and the lock file), so a schema change
// starts afresh. The digests of the social-card stills are kept the same way. One memo
// per content folder under .cache/story-memo/; deleting it is always safe.
import { createHash } from "node:crypto";
import { resolve } from "node:path";
import { deserialize, serialize } from "node:v8";
import type { BuildWarning, LoadedStory } from "../../../src/content/site";
import { cacheEntries, cacheFolder, noteCacheDamage, readCachedBytes, removeCacheEntries, storeCachedBytes } from "../../shared/build-step-cache";
import { releaseBytes } from "../../shared/release-bytes";
import { sourceStamp } from "../../shared/source-stamp.mjs";

/** What loading one story file gave: the story (null when skipped) and its warnings. */
export interface ModelledStory {
  story: LoadedStory | null;
  warnings: BuildWarning[];
}

/** What a load made of one story file: the model, and the digest of the file's bytes (with its path and the space's id). */
export interface MemoEntry {
  modelled: ModelledStory;
  digest: string;
}

/** Entries by key: those looked up or set in this load are the ones kept for the next. */
export interface MemoEntries<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
}

export interface StoryMemo {
  /** by storyKey(…) */
  stories: MemoEntries<MemoEntry>;
  /** a still's digest, by stillKey(…) */
  stills: MemoEntries<string>;
  /** keeps the entries this load used, and only those, for the next load (written only when they changed) */
  save(): Promise<void>;
}

/** The key of a story file read from `where` (for a space: its assets must be the space's) with this fingerprint. */
export const storyKey = (where: string, spaceId: string, fingerprint: string) => `${where}@${spaceId}\0${fingerprint}`;
/** The key of a still in the content cache's assets (its path there) with this fingerprint. */
export const stillKey = (cachePath: string, fingerprint: string) => `${cachePath}\0${fingerprint}`;
/** The digest of a story file's text, read from `where` for a space: what its entry keeps. */
export const storyDigest = (where: string, spaceId: string, text: string) => createHash("sha1").update(`${where}@${spaceId}`).update("\0").update(text).digest("base64");

interface StoredMemo {
  stories: Map<string, MemoEntry>;
  stills: Map<string, string>;
}

const KIND = "story-memo";
/** memos kept at most (content folders × code versions); the least recently written go first */
const KEPT = 8;
const ROOT = resolve(import.meta.dirname, "../../..");
const VALIDATING_DIRS = ["src/content", "src/lib"];
const VALIDATING_FILES = [
  "build/pipeline/load/load.ts",
  "build/pipeline/load/read-content.ts",
  "build/pipeline/load/model-story.ts",
  "build/pipeline/load/validate-content.ts",
  "build/pipeline/load/validate-richtext.ts",
  "build/pipeline/load/unknown-fields.ts",
  "build/pipeline/load/closest-name.ts",
  "build/pipeline/load/story-memo.ts",
  "build/pipeline/load/still-digests.ts",
  "build/shared/file-fingerprint.mjs",
  "package-lock.json",
];

const shortHash = (value: string) => createHash("sha256").update(value).digest("hex").slice(0, 16);

export async function openStoryMemo(contentDir: string): Promise<StoryMemo> {
  const code = sourceStamp(ROOT, VALIDATING_DIRS, VALIDATING_FILES, /\.ts$/);
  const folder = `${shortHash(resolve(contentDir))}-`;
  const name = `${folder}${code}`;
  const previous = await readMemo(name);
  const stories = keptEntries(previous.stories);
  const stills = keptEntries(previous.stills);
  return {
    stories,
    stills,
    async save() {
      if (!stories.changed() && !stills.changed()) return;
      const bytes = serialize({ stories: stories.used, stills: stills.used } satisfies StoredMemo);
      await storeCachedBytes(KIND, name, bytes);
      releaseBytes(bytes);
      await forgetOthers(folder, name);
    },
  };
}

function keptEntries<V>(previous: Map<string, V>): MemoEntries<V> & { used: Map<string, V>; changed(): boolean } {
  const used = new Map<string, V>();
  let added = false;
  return {
    used,
    get(key) {
      const hit = previous.get(key);
      if (hit !== undefined) used.set(key, hit);
      return hit;
    },
    set(key, value) {
      used.set(key, value);
      added = true;
    },
    changed: () => added || used.size !== previous.size,
  };
}

/** The entries stored, or none when there are none or the file is damaged (a memo is only ever a shortcut; the damage is reported). */
async function readMemo(name: string): Promise<StoredMemo> {
  const stored = await readCachedBytes(KIND, name);
  try {
    if (stored) {
      const memo = deserialize(stored) as StoredMemo;
      if (memo?.stories instanceof Map && memo.stills instanceof Map) return memo;
      noteCacheDamage(cacheFolder(KIND), name, "it is not a story memo");
    }
  } catch (error) {
    noteCacheDamage(cacheFolder(KIND), name, `it does not deserialize (${error instanceof Error ? error.message : String(error)})`);
  } finally {
    if (stored) releaseBytes(stored);
  }
  return { stories: new Map(), stills: new Map() };
}

/** The same folder's memos for other code go; of the rest, only the most recent are kept. */
async function forgetOthers(folder: string, kept: string): Promise<void> {
  const entries = (await cacheEntries(KIND)).filter((e) => e.name !== kept);
  const stale = entries.filter((e) => e.name.startsWith(folder));
  const oldest = entries
    .filter((e) => !e.name.startsWith(folder))
    .sort((a, b) => b.writtenAt - a.writtenAt)
    .slice(KEPT - 1);
  await removeCacheEntries(
    KIND,
    [...stale, ...oldest].map((e) => e.name),
  );
}
