// The incremental build's only disk code: the manifest of the last build of an
// output folder (under .cache/incremental/, keyed by the folder), and whether
// the pages it reuses are still in that folder as that build wrote them.
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { z } from "zod";
import { buildCacheRoot } from "../../../shared/build-step-cache";
import type { Manifest } from "./plan";

export function manifestFile(outDir: string): string {
  return join(buildCacheRoot(), "incremental", `${createHash("sha256").update(resolve(outDir)).digest("hex").slice(0, 16)}.json`);
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
      gzip: z.number().nullable(),
    }),
  ),
});

/** The last build's manifest, or why there is none to use (the log says it). */
export async function readManifest(outDir: string): Promise<Manifest | string> {
  const text = await readFile(manifestFile(outDir), "utf8").catch(() => null);
  if (text === null) return "no earlier build of this output folder is recorded (a first build, or an empty build cache)";
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return "the last build's manifest is not valid JSON";
  }
  const parsed = manifestSchema.safeParse(json);
  return parsed.success ? parsed.data : "the last build's manifest is not in the format this code writes";
}

export async function writeManifest(outDir: string, manifest: Manifest): Promise<void> {
  const file = manifestFile(outDir);
  await mkdir(join(file, ".."), { recursive: true });
  await writeFile(`${file}.tmp-${process.pid}`, JSON.stringify(manifest));
  await rename(`${file}.tmp-${process.pid}`, file);
}

/** A build that does not record what its pages read leaves a folder no manifest describes any more. */
export async function forgetManifest(outDir: string): Promise<void> {
  await rm(manifestFile(outDir), { force: true });
}

/** Whether a page of the last build is still in the output folder, with the size it was written with. */
export async function previousPageIntact(outDir: string, outputPath: string, bytes: number): Promise<boolean> {
  const found = await stat(join(outDir, outputPath)).catch(() => null);
  return found?.isFile() === true && found.size === bytes;
}
