// Results of slow build steps (the stylesheet, the island bundles, the social cards),
// kept under .cache/<kind>/ by a hash of everything that decides them, so a build
// whose inputs did not change skips the step. BUILD_CACHE_DIR moves every build
// cache (the reference-build test starts from an empty one). Deleting it is always safe.
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";

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

/** The value stored under key; null when there is none. */
export function readCachedText(kind: string, key: string): Promise<string | null> {
  return readFile(join(buildCacheRoot(), kind, key), "utf8").catch(() => null);
}

export function storeCachedText(kind: string, key: string, text: string): Promise<void> {
  return store(join(buildCacheRoot(), kind, key), text);
}

export function storeCachedBytes(kind: string, key: string, bytes: Uint8Array): Promise<void> {
  return store(join(buildCacheRoot(), kind, key), bytes);
}

/**
 * For binary results (generated images): the cache file's path, made first when missing. The
 * build copies the file into its output rather than holding thousands of images in memory.
 */
export async function cachedFile(kind: string, key: string, make: () => Promise<Uint8Array>): Promise<string> {
  const file = join(buildCacheRoot(), kind, key);
  if ((await stat(file).catch(() => null))?.isFile()) return file;
  await store(file, await make());
  return file;
}

/** Written beside and renamed into place, so a build that stops half-way leaves no half-written entry. */
async function store(file: string, contents: string | Uint8Array): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  // unique per call: two builds in one process (the tests, a preview beside a production build) may store the same entry
  const temp = `${file}.tmp-${process.pid}-${randomUUID()}`;
  await writeFile(temp, contents);
  await rename(temp, file);
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
  const entries = await readdir(resolve(ROOT, dir), { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && pattern.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)).split("\\").join("/"))
    .sort();
}
