// A local Netlify build plugin: keeps what makes the next build fast between builds, with
// Netlify's own build cache (utils.cache), as Netlify's framework plugins do.
//   before the build (onPreBuild): restores .cache/ (stylesheets, islands, fonts, social cards,
//     story memo, the incremental manifest, the last build's report) and dist/ (the last
//     output, which an incremental production build updates in place);
//   after a deploy that succeeded (onSuccess): saves them. A failed build or deploy never
//     reaches onSuccess, so it saves nothing and the next build starts from the last good one.
// The fetched content: a build with STORYBLOK_TOKEN replaces content-cache/ with the live space.
// That folder is never restored over the repository's own (the commit's content wins, and a build
// without a token builds exactly it); the fetch is kept in .cache/fetched-content/ instead and,
// before a fetching build, the assets it has that the repository lacks are linked into
// content-cache/assets/, so the fetch does not download them again.
import { createHash } from "node:crypto";
import { constants as fs } from "node:fs";
import { copyFile, link, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";

const OUTPUT = "dist";
const BUILD_CACHE = ".cache";
const CONTENT = "content-cache";
const FETCHED = join(BUILD_CACHE, "fetched-content");
const KEY_FILE = join(BUILD_CACHE, "build-cache-key.json");

export const onPreBuild = async ({ utils }) => {
  const started = performance.now();
  const restored = [];
  if (await utils.cache.restore(BUILD_CACHE)) restored.push(`${BUILD_CACHE}/`);
  const stale = restored.length > 0 ? await staleBuildCache() : null;
  if (stale) {
    // entries made by other dependencies (sharp's cards, esbuild's bundles) or another Node: only the fetched content outlives them
    for (const entry of await readdir(BUILD_CACHE)) if (join(BUILD_CACHE, entry) !== FETCHED) await rm(join(BUILD_CACHE, entry), { recursive: true, force: true });
    console.log(`Build cache: ${stale}, so its build caches and incremental manifest are dropped and this build starts cold`);
  }
  if (await utils.cache.restore(OUTPUT)) restored.push(`${OUTPUT}/ (the last output)`);
  const linked = process.env.STORYBLOK_TOKEN ? await linkTree(join(FETCHED, "assets"), join(CONTENT, "assets")) : 0;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    restored.length > 0
      ? `Build cache restored: ${restored.join(", ")}${linked > 0 ? `; ${linked} fetched assets the repository lacks linked into ${CONTENT}/assets/` : ""} (${seconds} s)`
      : "Build cache: nothing saved yet (a first build, or the cache was cleared), so this build starts cold",
  );
};

export const onSuccess = async ({ utils }) => {
  const started = performance.now();
  if (process.env.STORYBLOK_TOKEN) {
    await rm(FETCHED, { recursive: true, force: true });
    await linkTree(CONTENT, FETCHED);
  }
  await writeFile(KEY_FILE, `${JSON.stringify(await buildCacheKey())}\n`);
  await utils.cache.save(BUILD_CACHE);
  await utils.cache.save(OUTPUT);
  console.log(`Build cache saved: ${BUILD_CACHE}/ and ${OUTPUT}/ (${((performance.now() - started) / 1000).toFixed(1)} s)`);
};

/** What the build caches' entries depend on beyond their own keys: the installed packages and Node. */
async function buildCacheKey() {
  const lock = createHash("sha256")
    .update(await readFile("package-lock.json"))
    .digest("hex")
    .slice(0, 16);
  return { dependencies: lock, "Node version": process.versions.node.split(".")[0] };
}

/** Why the restored build caches cannot serve this build, or null when they can. */
async function staleBuildCache() {
  const saved = await readFile(KEY_FILE, "utf8").then(JSON.parse, () => null);
  if (!saved) return "the restored cache has no key";
  const current = await buildCacheKey();
  const changed = Object.keys(current).filter((name) => saved[name] !== current[name]);
  return changed.length > 0 ? `it was saved with other ${changed.join(" and ")}` : null;
}

/** Every file under `from` that `to` lacks, hard-linked in (no data copied; a copy across file systems); never one `to` has. */
async function linkTree(from, to) {
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
