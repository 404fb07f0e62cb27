// A short stamp of source files, from each one's size and modification time (as make
// does) rather than its bytes: an edit or a checkout changes them, and a stat costs a
// tenth of a read (3 ms for the project's ~370 files, not 30–40). build/run.mjs keys
// its bundles by it; the story memo (build/pipeline/load/story-memo.ts) and the CSS graph, their entries.
// Synchronous: it runs at a build's start with nothing to overlap, and ~450 stats in a
// row take 15 ms less than through the thread pool. In a build handed the snapshot
// run.mjs took (source-snapshot.mjs), the files are listed and stated from that.
import { createHash } from "node:crypto";
import { join } from "node:path";
import { filesUnderSync } from "./files-under.mjs";
import { handedSourceSnapshot, snapshotFilesUnder, sourceStats } from "./source-snapshot.mjs";

/**
 * Every file under `dirs` whose name matches `pattern`, and `files`, relative to `root`; listed and stated by the
 * snapshot of the sources (source-snapshot.mjs) where it covers them. A file that cannot be stated (gone since the
 * listing, unreadable) is stamped as missing.
 */
export function sourceStamp(root, dirs, files, pattern, snapshot = handedSourceSnapshot(root)) {
  const keep = (name) => pattern.test(name);
  const paths = [...files];
  for (const dir of dirs) {
    paths.push(...(snapshotFilesUnder(snapshot, dir, keep) ?? filesUnderSync(join(root, dir), keep).map((path) => `${dir}/${path}`)));
  }
  paths.sort();
  const hash = createHash("sha256");
  for (const f of paths) {
    const { stats } = sourceStats(snapshot, root, f);
    hash.update(`${f}\0${stats?.size ?? -1}\0${stats?.mtimeMs ?? -1}\0`);
  }
  return hash.digest("hex").slice(0, 16);
}
