// Makes one folder the mirror of another with hard links, touching only what differs: a file
// already linked to the same inode, or holding the same bytes (a fetch writes every story file
// anew), is left alone; a new or changed one is linked in (beside, then renamed over); one the
// source no longer has is removed. Saving the build cache after a
// one-story publish then costs a few dozen links, not a copy or a new link for each of thousands
// of files (on this project's machine, ext4 mounted with discard, every unlink is dear).
import { constants as fs } from "node:fs";
import { copyFile, link, lstat, mkdir, readdir, readFile, rename, rm } from "node:fs/promises";
import { join, relative } from "node:path";

const BATCH = 64;

/** `to` made to hold exactly `from`'s files, as hard links (copies across file systems); how many were linked or removed (a removed folder counts once). */
export async function mirrorTree(from, to) {
  const [source, target] = await Promise.all([listTree(from), listTree(to)]);
  // a path that is a folder on one side and a file on the other goes first, whole
  const clashing = [...target].filter(([path, t]) => source.has(path) && source.get(path).folder !== t.folder).map(([path]) => path);
  const gone = topmost([...target.keys()].filter((path) => !source.has(path)));
  await inBatches([...clashing, ...gone], (path) => rm(join(to, path), { recursive: true, force: true }));
  for (const path of clashing) target.delete(path);
  const folders = [...source].filter(([path, s]) => s.folder && !target.has(path)).map(([path]) => path);
  await mkdir(to, { recursive: true });
  for (const path of folders.sort()) await mkdir(join(to, path), { recursive: true });
  const changed = [];
  await inBatches([...source], async ([path, s]) => {
    if (!s.folder && !(await sameFile(join(from, path), s, join(to, path), target.get(path)))) changed.push(path);
  });
  await inBatches(changed, (path) => linkOver(join(from, path), join(to, path)));
  return changed.length + gone.length;
}

/** path (relative) → its inode, or that it is a folder; empty when the folder is not there. */
async function listTree(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const found = new Map();
  await inBatches(entries, async (e) => {
    const path = relative(dir, join(e.parentPath, e.name));
    if (e.isDirectory()) return found.set(path, { folder: true });
    const { ino, dev, size } = await lstat(join(dir, path));
    found.set(path, { folder: false, ino, dev, size });
  });
  return found;
}

/** Of removed paths, those not inside another removed one (removing a folder removes what is in it). */
function topmost(paths) {
  const set = new Set(paths);
  return paths.filter((path) => !path.split("/").some((_, i, parts) => i > 0 && set.has(parts.slice(0, i).join("/"))));
}

/** The same inode, or another of the same size and bytes. */
async function sameFile(sourceFile, source, targetFile, target) {
  if (!target || target.folder || target.size !== source.size) return false;
  if (target.ino === source.ino && target.dev === source.dev) return true;
  const [a, b] = await Promise.all([readFile(sourceFile), readFile(targetFile)]);
  return a.equals(b);
}

async function linkOver(source, target) {
  const temp = `${target}.link-${process.pid}`;
  await rm(temp, { force: true });
  await link(source, temp).catch(() => copyFile(source, temp, fs.COPYFILE_FICLONE));
  await rename(temp, target);
}

async function inBatches(items, work) {
  for (let start = 0; start < items.length; start += BATCH) await Promise.all(items.slice(start, start + BATCH).map(work));
}
