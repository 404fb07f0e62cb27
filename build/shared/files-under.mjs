// Every file below a folder, as paths relative to it with "/" between folders. Taken from
// readdir's own entries by slicing: path.relative resolves both of its paths against the
// working folder at each call, which cost 15 ms for the project's 550 sources at every
// build's start. Plain JavaScript so build/run.mjs's source stamp shares it.
import { readdirSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { resolve, sep } from "node:path";

/** The files of `dir` (recursively) whose names `keep` accepts, relative to it, in no particular order. */
export async function filesUnder(dir, keep = () => true) {
  const base = resolve(dir);
  return relativePaths(base, await readdir(base, { recursive: true, withFileTypes: true }), keep);
}

/** filesUnder, synchronously: for a start that has nothing to overlap it with. */
export function filesUnderSync(dir, keep = () => true) {
  const base = resolve(dir);
  return relativePaths(base, readdirSync(base, { recursive: true, withFileTypes: true }), keep);
}

/** readdir names the listed folder's own entries' parent as given (`base`, absolute) and the rest `base` + sep + folders */
function relativePaths(base, entries, keep) {
  const cut = base.endsWith(sep) ? base.length : base.length + 1;
  const paths = [];
  for (const entry of entries) {
    if (!entry.isFile() || !keep(entry.name)) continue;
    const path = entry.parentPath === base ? entry.name : `${entry.parentPath.slice(cut)}${sep}${entry.name}`;
    paths.push(sep === "/" ? path : path.replaceAll(sep, "/"));
  }
  return paths;
}
