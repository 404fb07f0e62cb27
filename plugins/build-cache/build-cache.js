// What the build cache plugin keeps, and under which key:
//   .cache/  stylesheets, islands, fonts, social cards, the story memo, the incremental manifest
//            and the last build's report. Each entry is keyed by its own inputs; what they do not
//            name (the installed packages, Node's version) is the key written beside them, and
//            build caches restored under another key are dropped (a cold build, said so in the log).
//   dist/    (the publish folder) the last output, which an incremental production build updates in place; its
//            manifest (under .cache/incremental/) holds the code's hash, so other code builds in full.
//   the fetched content: a build with STORYBLOK_TOKEN replaces content-cache/ with the live space.
//            That folder is never restored over the repository's own (the commit's content wins,
//            and a build without a token builds exactly it): the fetch is kept in
//            .cache/fetched-content/, and before a fetching build the assets it has that the
//            repository lacks are linked into content-cache/assets/, so none is downloaded again.
import { createHash } from "node:crypto";
import { constants as fs } from "node:fs";
import { copyFile, link, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";

const BUILD_CACHE = ".cache";
const CONTENT = "content-cache";
const FETCHED = "fetched-content";
const KEY_FILE = "build-cache-key.json";

/** Restores .cache/ and the publish folder `output` into `root`; the log lines saying what it did. `cache` is Netlify's utils.cache. */
export async function restoreBuildCache(cache, root, { output, fetching }) {
  const started = performance.now();
  const lines = [];
  const restored = [];
  if (await cache.restore(BUILD_CACHE)) restored.push(`${BUILD_CACHE}/`);
  const stale = restored.length > 0 ? await staleKey(root) : null;
  if (stale) {
    // made by other packages (sharp's cards, esbuild's bundles) or another Node: only the fetched content outlives them
    for (const entry of await readdir(join(root, BUILD_CACHE))) if (entry !== FETCHED) await rm(join(root, BUILD_CACHE, entry), { recursive: true, force: true });
    lines.push(`Build cache: ${stale}, so its build caches and incremental manifest are dropped and this build starts cold`);
  }
  if (await cache.restore(output)) restored.push(`${output}/ (the last output)`);
  const linked = fetching ? await linkMissing(join(root, BUILD_CACHE, FETCHED, "assets"), join(root, CONTENT, "assets")) : 0;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  lines.push(
    restored.length > 0
      ? `Build cache restored: ${restored.join(", ")}${linked > 0 ? `; ${linked} fetched assets the repository lacks linked into ${CONTENT}/assets/` : ""} (${seconds} s)`
      : "Build cache: nothing saved yet (a first build, or the cache was cleared), so this build starts cold",
  );
  return lines;
}

/** Saves .cache/ (with the fetched content, when the build fetched) and the publish folder `output` from `root`; the log line. */
export async function saveBuildCache(cache, root, { output, fetched }) {
  const started = performance.now();
  if (fetched) {
    await rm(join(root, BUILD_CACHE, FETCHED), { recursive: true, force: true });
    await linkMissing(join(root, CONTENT), join(root, BUILD_CACHE, FETCHED));
  }
  await mkdir(join(root, BUILD_CACHE), { recursive: true });
  await writeFile(join(root, BUILD_CACHE, KEY_FILE), `${JSON.stringify(await cacheKey(root))}\n`);
  await cache.save(BUILD_CACHE);
  await cache.save(output);
  return `Build cache saved: ${BUILD_CACHE}/ and ${output}/ (${((performance.now() - started) / 1000).toFixed(1)} s)`;
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
  const saved = await readFile(join(root, BUILD_CACHE, KEY_FILE), "utf8").then(JSON.parse, () => null);
  if (!saved) return "the restored cache has no key";
  const current = await cacheKey(root);
  const changed = Object.keys(current).filter((name) => saved[name] !== current[name]);
  return changed.length > 0 ? `it was saved with other ${changed.join(" and ")}` : null;
}

/** Every file under `from` that `to` lacks, hard-linked in (no data copied; a copy across file systems); never one `to` has. How many. */
async function linkMissing(from, to) {
  const entries = await readdir(from, { recursive: true, withFileTypes: true }).catch(() => []);
  let added = 0;
  for (const entry of entries.filter((e) => e.isFile())) {
    const source = join(entry.parentPath, entry.name);
    const target = join(to, relative(from, source));
    await mkdir(dirname(target), { recursive: true });
    const made = await link(source, target).then(
      () => true,
      (error) =>
        error.code !== "EEXIST" &&
        copyFile(source, target, fs.COPYFILE_EXCL).then(
          () => true,
          () => false,
        ),
    );
    if (made) added++;
  }
  return added;
}
