// The incremental build's only disk code: the manifest of the last build of an
// output folder (under .cache/incremental/, keyed by the folder, written with its digest),
// and whether the pages it reuses are still in that folder as that build wrote them. A file
// whose size, modification time, change time and inode are those recorded is taken as it is
// (as git takes a file); any other is read and its digest compared, so a folder restored from
// another build than the manifest, or a page edited in place (its modification time put back
// or not: the change time moves all the same), is rendered again rather than shipped. Reading every page instead took 8 s and held 1 GB on a 10,000-page site.
import { createHash } from "node:crypto";
import { statSync } from "node:fs";
import { readFile, rm, stat } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { buildCacheRoot, cacheFolder, noteCacheDamage, storeCachedText } from "../../../shared/build-step-cache";
import { CHECKED_SUFFIX, DIGEST_SUFFIX, readVerified } from "../../../shared/cache-digest.mjs";
import { fingerprintOf } from "../../../shared/file-fingerprint.mjs";
import { inBatches } from "../../../shared/in-batches";
import { releaseBytes } from "../../../shared/release-bytes";
import { htmlDigest } from "../html-size";
import { CODE_CHANGED, type Manifest } from "./plan";

const KIND = "incremental";
const manifestName = (outDir: string) => `${createHash("sha256").update(resolve(outDir)).digest("hex").slice(0, 16)}.json`;

export function manifestFile(outDir: string): string {
  return join(buildCacheRoot(), KIND, manifestName(outDir));
}

/** What the last build of a folder left: its manifest, or why there is none to plan with and whether one was recorded at all. */
export type ManifestRead = { manifest: Manifest } | { fullBuild: string; recorded: boolean };

/**
 * The last build's manifest when the code that wrote it is this very code (`codeHash` covers every source file, the lock
 * file and the build options), else why there is none to use (the log says it). A manifest restored from a build cache
 * may be cut short, damaged or swapped with another folder's: its digest turns each of these into a full build. Past that,
 * the bytes are as written, and when the code hash is the same they were written by this code: their shape is what it
 * writes. So a manifest is not checked field by field (zod took 23 ms of a 0.45 s rebuild of 209 pages), and one written
 * by other code, whose shape may differ, is not looked into beyond its code hash.
 */
export async function readManifest(outDir: string, codeHash: string): Promise<ManifestRead> {
  const none = (fullBuild: string) => ({ fullBuild, recorded: false });
  const read = await readVerified(manifestFile(outDir));
  if ("absent" in read) return none("no earlier build of this output folder is recorded (a first build, or an empty build cache)");
  if ("damaged" in read) {
    noteCacheDamage(cacheFolder(KIND), manifestName(outDir), read.damaged);
    return none(`the last build's manifest is damaged (${read.damaged})`);
  }
  const text = read.contents.toString("utf8");
  releaseBytes(read.contents);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    noteCacheDamage(cacheFolder(KIND), manifestName(outDir), "not valid JSON");
    return none("the last build's manifest is not valid JSON");
  }
  const written = json !== null && typeof json === "object" && "codeHash" in json ? json.codeHash : undefined;
  if (written !== codeHash) return { fullBuild: CODE_CHANGED, recorded: true };
  return { manifest: json as Manifest };
}

/**
 * Records the manifest, unless it equals `previous` (a build that changed nothing, which then writes nothing). Compared
 * as values, not as text: a page taken from the folder keeps its record's very arrays, so an unchanged manifest of
 * 10,000 pages compares in milliseconds where making its 22 MB of JSON took a third of a second.
 */
export async function writeManifest(outDir: string, manifest: Manifest, previous?: Manifest): Promise<void> {
  if (previous && isDeepStrictEqual(manifest, previous)) return;
  await storeCachedText(KIND, manifestName(outDir), JSON.stringify(manifest));
}

/** A build that does not record what its pages read leaves a folder no manifest describes any more. */
export async function forgetManifest(outDir: string): Promise<void> {
  const file = manifestFile(outDir);
  await Promise.all([file, `${file}${DIGEST_SUFFIX}`, `${file}${CHECKED_SUFFIX}`].map((f) => rm(f, { force: true })));
}

/** The fingerprint of each page as it is in the output folder now (after the build wrote it), a batch of files at a time. */
export async function pageFingerprints(outDir: string, outputPaths: readonly string[]): Promise<string[]> {
  return inBatches(outputPaths, CHECK_BATCH, async (path) => fingerprintOf(await stat(join(outDir, path))));
}

/**
 * Whether a page of the last build is still in the output folder as it was written: its fingerprint then (unchanged,
 * or new when the file was copied back with the same bytes, as a restored build cache may be), or null when it is not.
 */
export async function previousPageIntact(outDir: string, outputPath: string, digest: string, fingerprint: string): Promise<string | null> {
  const file = join(outDir, outputPath);
  // stated in this thread: a stat is quicker than the thread pool's round trip, and almost every page is judged by it
  const found = statSync(file, { throwIfNoEntry: false });
  if (found?.isFile() && fingerprintOf(found) === fingerprint) return fingerprint;
  const bytes = found?.isFile() ? await readFile(file).catch(() => null) : null;
  if (bytes !== null && htmlDigest(bytes) === digest) return fingerprintOf(found!);
  noteCacheDamage(`${relative(process.cwd(), outDir) || "."}/`, outputPath, bytes === null ? "missing" : "not the page the last build wrote");
  return null;
}

/** Pages checked (or fingerprinted) at a time: enough to overlap the disk, few enough that a page read is not kept long. */
export const CHECK_BATCH = 32;
