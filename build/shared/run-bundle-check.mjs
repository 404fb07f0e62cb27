// Whether a run bundle (build/run.mjs's folder under .cache/run/) is whole: the digest of its
// files is written into it when it is made and compared before each run, so a bundle restored
// cut short, emptied or mixed with another's is bundled again rather than run. Once a check
// passes, the files' fingerprints (size, modification and change times, inode) are noted beside them, and
// while they stand the next run trusts the bundle without reading it again (as git trusts an
// unchanged file): a restored, copied or rewritten file has a new fingerprint and is read.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { folderDigest, writeAtomically } from "./cache-digest.mjs";
import { trustedFingerprint } from "./file-fingerprint.mjs";

const DIGEST_FILE = "bundle.sha256";
const CHECKED_FILE = "bundle.checked";
// V8's compile cache (build/run.mjs keeps it in the bundle's folder) checks its own entries
const COMPILE_CACHE = "compile-cache";

const bundleDigest = (dir) => folderDigest(dir, (path) => path === DIGEST_FILE || path.startsWith(CHECKED_FILE) || path.startsWith(COMPILE_CACHE));

/** Records the digest of the bundle just made in `dir`. */
export async function writeBundleDigest(dir) {
  await writeFile(join(dir, DIGEST_FILE), await bundleDigest(dir));
}

/** Why the bundle in `dir` (entry file `file`) cannot be run, or null when it is whole or not there at all. */
export async function bundleDamage(dir, file) {
  if (!existsSync(file)) return existsSync(dir) ? "its entry file is missing" : null;
  const fingerprints = bundleFingerprints(dir);
  if (fingerprints !== null && readOrNull(join(dir, CHECKED_FILE)) === fingerprints) return null;
  const recorded = await readFile(join(dir, DIGEST_FILE), "utf8").catch(() => null);
  if (recorded === null) return "no digest was written with it";
  if (recorded.trim() !== (await bundleDigest(dir).catch(() => ""))) return "its files do not match the digest written with them";
  if (fingerprints !== null) await writeAtomically(join(dir, CHECKED_FILE), fingerprints).catch(() => undefined);
  return null;
}

/**
 * Each file's path and fingerprint (the digest file's too), or null when one changed too recently to be judged by it
 * (or went). Walked by hand to leave out the compile cache's thousand-odd files.
 */
function bundleFingerprints(dir) {
  const now = Date.now();
  const lines = [];
  const walk = (folder) => {
    for (const entry of readdirSync(join(dir, folder), { withFileTypes: true })) {
      const path = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (path !== COMPILE_CACHE && !walk(path)) return false;
        continue;
      }
      if (path.startsWith(CHECKED_FILE)) continue; // the note, and one being written by another run
      const stats = statSync(join(dir, path), { throwIfNoEntry: false });
      const fingerprint = stats ? trustedFingerprint(stats, now) : null;
      if (fingerprint === null) return false;
      lines.push(`${path}\0${fingerprint}`);
    }
    return true;
  };
  return walk("") ? lines.sort().join("\n") : null;
}

function readOrNull(file) {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}
