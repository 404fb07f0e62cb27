// The incremental build's only disk code: the manifest of the last build of an
// output folder (under .cache/incremental/, keyed by the folder), and whether
// the pages it reuses are still in that folder.
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { buildCacheRoot } from "../build-cache";
import type { Manifest } from "./plan";

function manifestFile(outDir: string): string {
  return join(buildCacheRoot(), "incremental", `${createHash("sha256").update(resolve(outDir)).digest("hex").slice(0, 16)}.json`);
}

export async function readManifest(outDir: string): Promise<Manifest | null> {
  const text = await readFile(manifestFile(outDir), "utf8").catch(() => null);
  return text ? (JSON.parse(text) as Manifest) : null;
}

export async function writeManifest(outDir: string, manifest: Manifest): Promise<void> {
  const file = manifestFile(outDir);
  await mkdir(join(file, ".."), { recursive: true });
  await writeFile(`${file}.tmp-${process.pid}`, JSON.stringify(manifest));
  await rename(`${file}.tmp-${process.pid}`, file);
}

/** Whether a page of the last build is still in the output folder. */
export async function previousPageExists(outDir: string, outputPath: string): Promise<boolean> {
  return (await stat(join(outDir, outputPath)).catch(() => null))?.isFile() ?? false;
}
