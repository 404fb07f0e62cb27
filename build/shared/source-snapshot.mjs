// The project's sources stated once for a build: every file under build/ and src/, the lock file and tsconfig.json,
// each with its stats, taken by build/run.mjs before it keys its bundle by them. A build of one site per process
// (build/cli/build.ts) is handed the same snapshot, so the stamps and fingerprints it takes of the same files (the
// story memo's, the CSS graph's, the code hash's, the stylesheets' and the islands') neither list nor state them
// again: about 900 stats and two walks of the folders, some 10 ms of the embedded site's 0.4 s rebuild. A process
// that builds again after an edit (the dev server) is handed none, and states the files each time. Plain
// JavaScript, for run.mjs.
import { statSync } from "node:fs";
import { join, resolve } from "node:path";
import { filesUnderSync } from "./files-under.mjs";

const SOURCE_DIRS = ["build", "src"];
const SOURCE_FILES = ["package-lock.json", "tsconfig.json"];
/** where run.mjs leaves the snapshot for the bundle it imports (a copy of this module of its own) */
const HANDED = Symbol.for("agency-site.source-snapshot");

/**
 * @typedef {{ root: string, takenAt: number, paths: string[], stats: Map<string, import("node:fs").Stats | null> }} SourceSnapshot
 * `paths`: relative to `root` with "/", sorted; `stats`: by path (null for a file gone between the listing and its stat)
 */

/** @returns {SourceSnapshot} */
export function takeSourceSnapshot(root) {
  const takenAt = Date.now();
  const paths = [...SOURCE_FILES];
  for (const dir of SOURCE_DIRS) for (const path of filesUnderSync(join(root, dir))) paths.push(`${dir}/${path}`);
  paths.sort();
  const stats = new Map(paths.map((path) => [path, statOrNull(join(root, path))]));
  return { root, takenAt, paths, stats };
}

/** Hands the snapshot to the build this process runs next (undefined: takes it back). */
export function handSourceSnapshot(snapshot) {
  globalThis[HANDED] = snapshot;
}

/** The snapshot handed to this build of `root`'s sources, if any. @returns {SourceSnapshot | undefined} */
export function handedSourceSnapshot(root) {
  const snapshot = globalThis[HANDED];
  return snapshot?.root === root ? snapshot : undefined;
}

/**
 * The files under `dir` (a folder of the project, relative to `root`) whose names `keep` accepts, relative to `root`
 * with "/", from the snapshot when it covers `dir`; null when it does not.
 * @returns {string[] | null}
 */
export function snapshotFilesUnder(snapshot, dir, keep) {
  if (!snapshot || !SOURCE_DIRS.some((covered) => dir === covered || dir.startsWith(`${covered}/`))) return null;
  const prefix = `${dir}/`;
  return snapshot.paths.filter((path) => path.startsWith(prefix) && keep(path.slice(path.lastIndexOf("/") + 1)));
}

/**
 * A file's stats (null when it is not there) and when they were taken: from the snapshot when it lists the file
 * (by its path relative to `root`, with "/"), else stated now (`path` resolved against `root`: it may be absolute).
 * @returns {{ stats: import("node:fs").Stats | null, at: number }}
 */
export function sourceStats(snapshot, root, path) {
  const known = snapshot?.stats.get(path);
  if (known !== undefined) return { stats: known, at: snapshot.takenAt };
  return { stats: statOrNull(resolve(root, path)), at: Date.now() };
}

/** A file that cannot be stated (not there, gone since the listing, unreadable) has no stats */
function statOrNull(file) {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}
