// Results of slow build steps (the stylesheet, the island bundles, the fonts),
// kept under .cache/<kind>/ by a hash of everything that decides them, so a build
// whose inputs did not change skips the step. Each entry is written with its digest
// and checked when read (cache-digest.mjs): a damaged one is a miss, made again and reported. BUILD_CACHE_DIR moves every build
// cache (the reference-build test starts from an empty one). Deleting it is always safe.
import { createHash } from "node:crypto";
import { readdir, readFile, rm, stat } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { CHECKED_SUFFIX, DIGEST_SUFFIX, readVerified, writeWithDigest } from "./cache-digest.mjs";
import { trustedFingerprint } from "./file-fingerprint.mjs";
import { filesUnder } from "./files-under.mjs";
import { handedSourceSnapshot, snapshotFilesUnder, sourceStats } from "./source-snapshot.mjs";

const ROOT = resolve(import.meta.dirname, "../..");

export const buildCacheRoot = () => resolve(ROOT, process.env.BUILD_CACHE_DIR ?? ".cache");

/** The value stored under key, else make()'s, stored (atomically) for the next build. */
export async function cachedText(kind: string, key: string, make: () => Promise<string>): Promise<string> {
  const hit = await readCachedText(kind, key);
  if (hit !== null) return hit;
  const text = await make();
  await storeCachedText(kind, key, text);
  return text;
}

/** The value stored under key; null when there is none or it fails its digest (said in the build's log). */
export async function readCachedText(kind: string, key: string): Promise<string | null> {
  return (await readCachedBytes(kind, key))?.toString("utf8") ?? null;
}

/** The bytes stored under key; null when there are none or they fail their digest (said in the build's log). */
export async function readCachedBytes(kind: string, key: string): Promise<Buffer | null> {
  const read = await readVerified(join(buildCacheRoot(), kind, key));
  if ("contents" in read) return read.contents;
  if ("damaged" in read) noteCacheDamage(cacheFolder(kind), key, read.damaged);
  return null;
}

export function storeCachedText(kind: string, key: string, text: string): Promise<void> {
  return writeWithDigest(join(buildCacheRoot(), kind, key), text);
}

export function storeCachedBytes(kind: string, key: string, bytes: Uint8Array): Promise<void> {
  return writeWithDigest(join(buildCacheRoot(), kind, key), bytes);
}

/**
 * For binary results (generated images): the cache file's path, made first when missing or
 * failing its digest. The build links the file into its output rather than holding thousands
 * of images in memory.
 */
export async function cachedFile(kind: string, key: string, make: () => Promise<Uint8Array>): Promise<string> {
  const file = join(buildCacheRoot(), kind, key);
  if ((await readCachedBytes(kind, key)) !== null) return file;
  await writeWithDigest(file, await make());
  return file;
}

/** A kind's folder as the log names it, e.g. .cache/css/ */
export const cacheFolder = (kind: string) => `${relative(ROOT, join(buildCacheRoot(), kind)) || "."}/`;

/** Damaged entries met since the last report, by folder: how many, and the first one's name and fault. */
const damaged = new Map<string, { count: number; first: string; why: string }>();

/** An entry that was there but could not be used (fails its digest, or does not parse): made again, and reported. */
export function noteCacheDamage(folder: string, name: string, why: string): void {
  const seen = damaged.get(folder);
  if (seen) seen.count++;
  else damaged.set(folder, { count: 1, first: name, why });
}

/** Output folders set aside since the last report (the write stage's), each as its line in the build's log. */
const setAside: string[] = [];

/** A folder in the output's place that a build could not write into (`fault` names it and says why): set aside, and reported. */
export function noteOutputSetAside(fault: string): void {
  setAside.push(`Output: ${fault}; set aside, and the pages are written into a new folder`);
}

/** One line per folder with damaged entries met since the last call, and one per output set aside (then forgotten), for the build's log. */
export function takeCacheDamageReport(): string[] {
  const lines = [...damaged].map(
    ([folder, { count, first, why }]) =>
      `Build cache: ${count} damaged ${count === 1 ? "entry" : "entries"} in ${folder} (${first}: ${why}${count > 1 ? "; and others" : ""}), made again`,
  );
  damaged.clear();
  return [...lines, ...setAside.splice(0)];
}

/** A kind's entries (not their digests and notes, nor one being written), each with when it was written. */
export async function cacheEntries(kind: string): Promise<{ name: string; writtenAt: number }[]> {
  const dir = join(buildCacheRoot(), kind);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => !n.includes(".tmp-") && !n.endsWith(DIGEST_SUFFIX) && !n.endsWith(CHECKED_SUFFIX));
  return Promise.all(names.map(async (name) => ({ name, writtenAt: (await stat(join(dir, name)).catch(() => null))?.mtimeMs ?? 0 })));
}

/** Removes entries of a kind, with their digests and notes. */
export async function removeCacheEntries(kind: string, names: string[]): Promise<void> {
  const dir = join(buildCacheRoot(), kind);
  await Promise.all(names.flatMap((n) => [n, `${n}${DIGEST_SUFFIX}`, `${n}${CHECKED_SUFFIX}`]).map((n) => rm(join(dir, n), { force: true })));
}

/** Of the kind's entries, the `kept` most recently written stay: for a kind that gains one at each code edit. */
async function keepNewestEntries(kind: string, kept: number): Promise<void> {
  const entries = (await cacheEntries(kind)).sort((a, b) => b.writtenAt - a.writtenAt);
  if (entries.length > kept)
    await removeCacheEntries(
      kind,
      entries.slice(kept).map((e) => e.name),
    );
}

/** entries rememberedHashOf keeps of a kind (a code hash gains one at each edit) */
const REMEMBERED_KEPT = 8;

/**
 * hashOf's value, kept in the build cache under the files' fingerprints (size, modification and change times, inode: how git and
 * make judge a file unchanged without reading it), so that while none of them changed none is read: the incremental
 * build's code hash covers every file under src/ and build/, ~550 reads that were a tenth of a warm build's time.
 * A file changed too recently for its fingerprint to be trusted (build/shared/file-fingerprint.mjs) makes it hash afresh.
 */
export async function rememberedHashOf(kind: string, parts: string[], files: string[]): Promise<string> {
  const snapshot = handedSourceSnapshot(ROOT);
  const fingerprints: string[] = [];
  for (const f of files) {
    const { stats, at } = sourceStats(snapshot, ROOT, f);
    const fingerprint = stats ? trustedFingerprint(stats, at) : "absent";
    if (fingerprint === null) return hashOf(parts, files);
    fingerprints.push(fingerprint);
  }
  const key = createHash("sha256")
    .update(JSON.stringify([parts, files, fingerprints]))
    .digest("hex")
    .slice(0, 20);
  const remembered = await readCachedText(kind, key);
  if (remembered !== null) return remembered;
  const value = await hashOf(parts, files);
  await storeCachedText(kind, key, value);
  await keepNewestEntries(kind, REMEMBERED_KEPT);
  return value;
}

/** A short hash of strings and of files' contents (paths relative to the project, in the given order). */
export async function hashOf(parts: string[], files: string[]): Promise<string> {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\0");
  const contents = await Promise.all(files.map((f) => readFile(resolve(ROOT, f)).catch(() => Buffer.alloc(0))));
  for (const [i, f] of files.entries()) hash.update(f).update("\0").update(contents[i]!).update("\0");
  return hash.digest("hex").slice(0, 20);
}

/** Source files under a project folder whose names match, relative to the project, sorted. */
export async function sourceFiles(dir: string, pattern: RegExp): Promise<string[]> {
  const prefix = relative(ROOT, resolve(ROOT, dir)).split("\\").join("/");
  const keep = (name: string) => pattern.test(name);
  const listed = snapshotFilesUnder(handedSourceSnapshot(ROOT), prefix, keep);
  return listed ?? (await filesUnder(resolve(ROOT, dir), keep)).map((path) => `${prefix}/${path}`).sort();
}
