// What the build cache plugin keeps, and under which key:
//   .cache/  stylesheets, islands, fonts, the story memo, the incremental manifest
//            and the last build's report. Each entry is keyed by its own inputs and written with
//            its digest (build/shared/cache-digest.mjs), checked when read; what they do not
//            name (the installed packages, Node's version) is the key written beside them, and
//            build caches restored under another key, or with a damaged key, are dropped (a cold
//            build, said so in the log).
//   dist/    (the publish folder) the last output, which an incremental production build updates in place; its
//            manifest (under .cache/incremental/) holds the code's hash, so other code builds in full.
//   Both are ONE utils.cache entry (.build-cache-entry/), so the output and the manifest that
//   describes it come back together or not at all. The entry is a tree of hard links, moved into
//   Netlify's cache folder and back (utils.cache's `move`), and mirrored to and from the working
//   folders (mirror-tree.js): only files that changed are linked or removed, and no data is copied.
//   Restoring mirrors the entry into place and moves it straight back, so a failed build (which
//   saves nothing) leaves the last good entry for the next one. The build replaces cached files
//   whole (written beside, renamed in), so the links stay as saved. An entry that cannot be placed
//   (a file in the commit where it has a folder) is not moved back: what it placed is taken away,
//   the log says which file, and the build goes on cold and saves a new entry.
//   the fetched content: a build with STORYBLOK_TOKEN replaces content-cache/ with the live space.
//            That folder is never restored over the repository's own (the commit's content wins,
//            and a build without a token builds exactly it): the fetch is kept in
//            .cache/fetched-content/, and before a fetching build the assets it has that the
//            repository lacks are linked into content-cache/assets/, so none is downloaded again.
import { createHash } from "node:crypto";
import { constants as fs } from "node:fs";
import { copyFile, link, lstat, mkdir, readdir, readFile, rm } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { readVerified, writeWithDigest } from "../../build/shared/cache-digest.mjs";
import { mirrorTree } from "./mirror-tree.js";

const BUILD_CACHE = ".cache";
const CONTENT = "content-cache";
const FETCHED = "fetched-content";
const KEY_FILE = "build-cache-key.json";
/** the one utils.cache entry: .cache/ and the publish folder (as OUTPUT) side by side */
const ENTRY = ".build-cache-entry";
const OUTPUT = "publish";

const seconds = (started) => ((performance.now() - started) / 1000).toFixed(2);

/** Restores .cache/ and the publish folder `output` into `root`; the log lines saying what it did. `cache` is Netlify's utils.cache. */
export async function restoreBuildCache(cache, root, { output, fetching }) {
  const started = performance.now();
  const entry = join(root, ENTRY);
  await rm(entry, { recursive: true, force: true });
  const restored = await cache.restore(ENTRY, { move: true });
  const placed = [];
  try {
    const { lines, linked } = await placeEntry(root, { restored, output, fetching, placed });
    // moved back only once all is in place, so an entry this commit cannot take is gone with this build
    if (restored) await cache.save(ENTRY, { move: true });
    lines.push(
      restored
        ? `Build cache restored: ${BUILD_CACHE}/, ${output}/ (the last output), one entry${linked > 0 ? `; ${linked} fetched assets the repository lacks linked into ${CONTENT}/assets/` : ""} (${seconds(started)} s)`
        : "Build cache: nothing saved yet (a first build, or the cache was cleared), so this build starts cold",
    );
    return lines;
  } catch (error) {
    if (typeof error?.path !== "string") throw error;
    await discard(root, output, placed);
    return [`Build cache: ${await unplaceable(root, error)}, so the cache is discarded and this build starts cold`];
  }
}

/** Mirrors the restored entry into place, drops build caches of another key, links the fetched assets in (what it makes noted in `placed`); the log lines and how many assets it linked. */
async function placeEntry(root, { restored, output, fetching, placed }) {
  const lines = [];
  const entry = join(root, ENTRY);
  if (restored) {
    // what this folder holds from an earlier build is replaced, as utils.cache's own restore does (only what differs is touched)
    await mirrorTree(join(entry, BUILD_CACHE), join(root, BUILD_CACHE));
    await mirrorTree(join(entry, OUTPUT), join(root, output));
    // the full build writes over the kept earlier output in place, which may share its files with the entry
    await rm(join(root, `${output}.previous`), { recursive: true, force: true });
  }
  const stale = restored ? await staleKey(root) : null;
  if (stale) {
    // made by other packages (sharp's cards, esbuild's bundles) or another Node: only the fetched content outlives them
    for (const name of await readdir(join(root, BUILD_CACHE)).catch(() => [])) if (name !== FETCHED) await rm(join(root, BUILD_CACHE, name), { recursive: true, force: true });
    lines.push(`Build cache: ${stale}, so its build caches and incremental manifest are dropped and this build starts cold`);
  }
  const linked = fetching ? await linkMissing(join(root, BUILD_CACHE, FETCHED, "assets"), join(root, CONTENT, "assets"), placed) : 0;
  return { lines, linked };
}

/** Takes away what a restore placed: the entry, the build caches and output folders (a file of that name is the commit's), the assets and folders made in the content. */
async function discard(root, output, placed) {
  await rm(join(root, ENTRY), { recursive: true, force: true });
  for (const folder of [BUILD_CACHE, output].map((name) => join(root, name))) {
    if (folder !== root && (await lstat(folder).catch(() => null))?.isDirectory()) await rm(folder, { recursive: true, force: true });
  }
  for (const path of placed) await rm(path, { recursive: true, force: true });
}

/** What stopped a restore, in the commit's terms: the file standing where the cache has a folder, else the path and the system's reason. */
async function unplaceable(root, error) {
  const inTheWay = error.code === "EEXIST" || error.code === "ENOTDIR";
  for (let path = error.path; inTheWay && path.startsWith(root) && path !== root; path = dirname(path)) {
    const found = await lstat(path).catch(() => null);
    if (found?.isFile()) return `${relative(root, path)} is a file in this commit where the saved cache has a folder`;
    if (found) break;
  }
  return `${relative(root, error.path)} could not be placed (${error.code})`;
}

/** Saves .cache/ (with the fetched content, when the build fetched) and the publish folder `output` from `root`, as one entry; the log line. */
export async function saveBuildCache(cache, root, { output, fetched }) {
  const started = performance.now();
  if (fetched) await mirrorTree(join(root, CONTENT), join(root, BUILD_CACHE, FETCHED));
  await writeWithDigest(join(root, BUILD_CACHE, KEY_FILE), `${JSON.stringify(await cacheKey(root))}\n`);
  const entry = join(root, ENTRY);
  // the last entry, moved out of the cache (a rename) and brought up to date: only what changed is linked or removed
  await rm(entry, { recursive: true, force: true });
  await cache.restore(ENTRY, { move: true });
  const changed = (await mirrorTree(join(root, BUILD_CACHE), join(entry, BUILD_CACHE))) + (await mirrorTree(join(root, output), join(entry, OUTPUT)));
  await cache.save(ENTRY, { move: true });
  // the two entries earlier versions of this plugin saved
  await cache.remove?.([BUILD_CACHE, output]);
  return `Build cache saved: ${BUILD_CACHE}/ and ${output}/ as one entry of hard links, ${changed} files changed (${seconds(started)} s)`;
}

/** What the build caches' entries depend on beyond their own keys: the installed packages and Node. */
async function cacheKey(root) {
  const lock = createHash("sha256")
    .update(await readFile(join(root, "package-lock.json")))
    .digest("hex")
    .slice(0, 16);
  return { dependencies: lock, "Node version": process.versions.node.split(".")[0] };
}

/** Why the restored build caches cannot serve this build, or null when they can. */
async function staleKey(root) {
  const read = await readVerified(join(root, BUILD_CACHE, KEY_FILE));
  if ("absent" in read) return "the restored cache has no key";
  if ("damaged" in read) return `the restored cache's key is damaged (${read.damaged})`;
  let saved;
  try {
    saved = JSON.parse(read.contents.toString("utf8"));
  } catch {
    return "the restored cache's key is not valid JSON";
  }
  const current = await cacheKey(root);
  const changed = Object.keys(current).filter((name) => saved?.[name] !== current[name]);
  return changed.length > 0 ? `it was saved with other ${changed.join(" and ")}` : null;
}

/** Every file under `from` that `to` lacks, hard-linked in (no data copied; a copy across file systems); never one `to` has. How many; each file and folder made is noted in `placed`. */
async function linkMissing(from, to, placed) {
  const entries = await readdir(from, { recursive: true, withFileTypes: true }).catch(() => []);
  let added = 0;
  for (const entry of entries.filter((e) => e.isFile())) {
    const source = join(entry.parentPath, entry.name);
    const target = join(to, relative(from, source));
    const folder = await mkdir(dirname(target), { recursive: true });
    if (folder) placed.push(folder);
    const made = await link(source, target).then(
      () => true,
      (error) =>
        error.code !== "EEXIST" &&
        copyFile(source, target, fs.COPYFILE_EXCL).then(
          () => true,
          () => false,
        ),
    );
    if (made) {
      placed.push(target);
      added++;
    }
  }
  return added;
}
