// The incremental build's only disk code: the manifest of the last build of an
// output folder (under .cache/incremental/, keyed by the folder, written with its digest),
// and whether the pages it reuses are still in that folder as that build wrote them: each
// page's digest is compared with the file's, so a folder restored from another build than
// the manifest, or a page edited in place, is rendered again rather than shipped.
import { createHash } from "node:crypto";
import { readFile, rm } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { z } from "zod";
import { buildCacheRoot, cacheFolder, noteCacheDamage, storeCachedText } from "../../../shared/build-step-cache";
import { DIGEST_SUFFIX, readVerified } from "../../../shared/cache-digest.mjs";
import { htmlDigest } from "../html-size";
import type { Manifest } from "./plan";

const KIND = "incremental";
const manifestName = (outDir: string) => `${createHash("sha256").update(resolve(outDir)).digest("hex").slice(0, 16)}.json`;

export function manifestFile(outDir: string): string {
  return join(buildCacheRoot(), KIND, manifestName(outDir));
}

const warning = z.object({ where: z.string(), path: z.string(), message: z.string() });
// a manifest restored from a build cache may come from older code or be cut short: checked, never trusted
const manifestSchema = z.object({
  codeHash: z.string(),
  sharedHash: z.string(),
  inputs: z.record(z.string(), z.string()),
  pages: z.array(
    z.object({
      url: z.string(),
      outputPath: z.string(),
      routeHash: z.string(),
      reads: z.array(z.string()),
      islands: z.array(z.string()),
      stylesheets: z.array(z.string()),
      warnings: z.array(warning),
      bytes: z.number(),
      digest: z.string(),
      gzip: z.number().nullable(),
    }),
  ),
});

/** The last build's manifest, or why there is none to use (the log says it). */
export async function readManifest(outDir: string): Promise<Manifest | string> {
  const read = await readVerified(manifestFile(outDir));
  if ("absent" in read) return "no earlier build of this output folder is recorded (a first build, or an empty build cache)";
  if ("damaged" in read) {
    noteCacheDamage(cacheFolder(KIND), manifestName(outDir), read.damaged);
    return `the last build's manifest is damaged (${read.damaged})`;
  }
  let json: unknown;
  try {
    json = JSON.parse(read.contents.toString("utf8"));
  } catch {
    noteCacheDamage(cacheFolder(KIND), manifestName(outDir), "not valid JSON");
    return "the last build's manifest is not valid JSON";
  }
  const parsed = manifestSchema.safeParse(json);
  return parsed.success ? parsed.data : "the last build's manifest is not in the format this code writes";
}

export function writeManifest(outDir: string, manifest: Manifest): Promise<void> {
  return storeCachedText(KIND, manifestName(outDir), JSON.stringify(manifest));
}

/** A build that does not record what its pages read leaves a folder no manifest describes any more. */
export async function forgetManifest(outDir: string): Promise<void> {
  const file = manifestFile(outDir);
  await Promise.all([rm(file, { force: true }), rm(`${file}${DIGEST_SUFFIX}`, { force: true })]);
}

/** Whether a page of the last build is still in the output folder as it was written (its bytes have the recorded digest). */
export async function previousPageIntact(outDir: string, outputPath: string, digest: string): Promise<boolean> {
  const found = await readFile(join(outDir, outputPath)).catch(() => null);
  if (found !== null && htmlDigest(found) === digest) return true;
  noteCacheDamage(`${relative(process.cwd(), outDir) || "."}/`, outputPath, found === null ? "missing" : "not the page the last build wrote");
  return false;
}
