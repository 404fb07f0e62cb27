// A short stamp of source files, from each one's size and modification time (as make
// does) rather than its bytes: an edit or a checkout changes them, and a stat costs a
// tenth of a read (3 ms for the project's ~370 files, not 30–40). build/run.mjs keys
// its bundles by it; the story memo (build/pipeline/load/story-memo.ts), its entries.
import { createHash } from "node:crypto";
import { readdir, stat } from "node:fs/promises";
import { join, relative } from "node:path";

/** Every file under `dirs` whose name matches `pattern`, and `files`, relative to `root`. */
export async function sourceStamp(root, dirs, files, pattern) {
  const paths = [...files];
  for (const dir of dirs) {
    for (const entry of await readdir(join(root, dir), { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && pattern.test(entry.name)) paths.push(relative(root, join(entry.parentPath, entry.name)));
    }
  }
  paths.sort();
  const stats = await Promise.all(paths.map((f) => stat(join(root, f)).catch(() => null)));
  const hash = createHash("sha256");
  for (const [i, f] of paths.entries()) hash.update(`${f}\0${stats[i]?.size ?? -1}\0${stats[i]?.mtimeMs ?? -1}\0`);
  return hash.digest("hex").slice(0, 16);
}
