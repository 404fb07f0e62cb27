// A build cache entry written with the digest that proves it whole, and read back only when
// the digest still matches. A restored cache may be cut short, emptied, overwritten with
// garbage or swapped with another entry: the digest (of the entry's name and its bytes, kept
// beside it in `<entry>.sha256`) turns each of these into a miss, and the entry is made again.
// A large entry (the story memo and the incremental manifest: 62 and 22 MB at 10,000 pages,
// whose hashing was 0.3 s of a rebuild) is hashed once; then a note beside it of its and its
// digest's fingerprints (size, modification and change times, inode, as git judges a file unchanged) stands
// for the check while both are unchanged: a restored, rewritten or swapped file has new ones.
// Plain JavaScript so build/run.mjs and the build cache plugin (plugins/build-cache) share it
// with the build (build/shared/build-step-cache.ts).
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { trustedFingerprint } from "./file-fingerprint.mjs";

export const DIGEST_SUFFIX = ".sha256";
/** `<entry>.checked`: the fingerprints of a large entry and its digest when its last check passed */
export const CHECKED_SUFFIX = ".checked";
/** Entries from this size are noted once checked; a smaller one is hashed in less time than a note takes */
export const NOTED_FROM = 1024 * 1024;

/** The digest of an entry: its name (so a swapped-in entry of another name fails) and its bytes. */
export function entryDigest(name, contents) {
  return createHash("sha256").update(name).update("\0").update(contents).digest("hex");
}

/** Writes `file` whole (beside it, then renamed in), then its digest: a stop in between leaves a miss, never a wrong hit. */
export async function writeWithDigest(file, contents) {
  await mkdir(dirname(file), { recursive: true });
  await writeAtomically(file, contents);
  await writeAtomically(`${file}${DIGEST_SUFFIX}`, entryDigest(basename(file), contents));
}

/**
 * `{ contents }` when the entry is there and matches its digest; `{ absent: true }` when it is not
 * there (an ordinary miss); `{ damaged: why }` when it is there but cannot be trusted.
 */
export async function readVerified(file) {
  // stated before it is read: a file changed after this has other fingerprints than the note
  const fingerprints = await notedFingerprints(file);
  const [contents, digest, note] = await Promise.all([
    readFile(file).catch((error) => error),
    readFile(`${file}${DIGEST_SUFFIX}`, "utf8").catch(() => null),
    fingerprints === null ? null : readFile(`${file}${CHECKED_SUFFIX}`, "utf8").catch(() => null),
  ]);
  if (contents instanceof Error) return contents.code === "ENOENT" ? { absent: true } : { damaged: `unreadable (${contents.code ?? contents.message})` };
  if (digest === null) return { damaged: "no digest was written with it" };
  if (note !== null && note === fingerprints) return { contents };
  if (digest.trim() !== entryDigest(basename(file), contents)) return { damaged: "its bytes do not match the digest written with it" };
  if (fingerprints !== null) await writeAtomically(`${file}${CHECKED_SUFFIX}`, fingerprints).catch(() => undefined);
  return { contents };
}

/** For a large entry: its and its digest's fingerprints, as a note holds them; null for a small one, or one changed too recently to be judged by them. */
async function notedFingerprints(file) {
  const [entry, digest] = await Promise.all([stat(file).catch(() => null), stat(`${file}${DIGEST_SUFFIX}`).catch(() => null)]);
  if (entry === null || digest === null || entry.size < NOTED_FROM) return null;
  const now = Date.now();
  const [own, its] = [trustedFingerprint(entry, now), trustedFingerprint(digest, now)];
  return own !== null && its !== null ? `${own} ${its}` : null;
}

/** The digest of a folder's files (names and bytes, in name order), `skip` left out: for an entry that is a folder. */
export async function folderDigest(dir, skip = () => false) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .filter((path) => !skip(path))
    .sort();
  const hash = createHash("sha256");
  for (const path of files)
    hash
      .update(path)
      .update("\0")
      .update(await readFile(join(dir, path)))
      .update("\0");
  return hash.digest("hex");
}

/**
 * Writes `file` beside it and renames it in: never written through, since under .cache/ a file may be a hard link into
 * the saved build cache (plugins/build-cache), which must stay as saved.
 */
export async function writeAtomically(file, contents) {
  // unique per call: two builds in one process (the tests, a preview beside a production build) may store the same entry
  const temp = `${file}.tmp-${process.pid}-${randomUUID()}`;
  await writeFile(temp, contents);
  await rename(temp, file);
}
