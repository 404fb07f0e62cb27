// Whether a run bundle (build/run.mjs's folder under .cache/run/) is whole: the digest of its
// files is written into it when it is made and compared before each run, so a bundle restored
// cut short, emptied or mixed with another's is bundled again rather than run.
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { folderDigest } from "./cache-digest.mjs";

const DIGEST_FILE = "bundle.sha256";
// V8's compile cache (build/run.mjs keeps it in the bundle's folder) checks its own entries
const COMPILE_CACHE = "compile-cache";

const bundleDigest = (dir) => folderDigest(dir, (path) => path === DIGEST_FILE || path.startsWith(COMPILE_CACHE));

/** Records the digest of the bundle just made in `dir`. */
export async function writeBundleDigest(dir) {
  await writeFile(join(dir, DIGEST_FILE), await bundleDigest(dir));
}

/** Why the bundle in `dir` (entry file `file`) cannot be run, or null when it is whole or not there at all. */
export async function bundleDamage(dir, file) {
  if (!existsSync(file)) return existsSync(dir) ? "its entry file is missing" : null;
  const recorded = await readFile(join(dir, DIGEST_FILE), "utf8").catch(() => null);
  if (recorded === null) return "no digest was written with it";
  return recorded.trim() === (await bundleDigest(dir).catch(() => "")) ? null : "its files do not match the digest written with them";
}
