// Runs a build entry (build/cli/build.ts, build/cli/dev.ts…) without transpiling its
// TypeScript at every start: the entry is bundled once with esbuild into a folder
// under .cache/run/ (the entry and its lazily imported chunks), keyed by the sources under build/, src/ and the lock
// file, and that file is imported. Packages stay external (loaded from
// node_modules as usual). A fresh clone builds the bundle on its first run. The folder
// holds the digest of its files, checked before each run: a bundle restored cut short or
// damaged is bundled again (said in the log), never run.
//   node build/run.mjs build/cli/build.ts [args…]
import { existsSync } from "node:fs";
import { mkdir, readdir, rename, rm } from "node:fs/promises";
import { enableCompileCache } from "node:module";
import { basename, dirname, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { nodeSplitBundleOptions } from "./shared/bundle-options.mjs";
import { bundleDamage, writeBundleDigest } from "./shared/run-bundle-check.mjs";
import { handSourceSnapshot, takeSourceSnapshot } from "./shared/source-snapshot.mjs";
import { sourceStamp } from "./shared/source-stamp.mjs";

// React chooses its build when first loaded; the bundle hoists package imports, so set it here
process.env.NODE_ENV ||= "production";

const ROOT = resolve(import.meta.dirname, "..");
const HASHED_DIRS = ["build", "src"];
const HASHED_FILES = ["package-lock.json", "tsconfig.json"];

// The entry that builds the site once per process (npm run build, npm start), and is handed the snapshot of the
// sources its bundle was keyed by (build/shared/source-snapshot.mjs). The dev server rebuilds after edits: not it.
const ONE_BUILD_ENTRY = "build/cli/build.ts";

// Bundled with every entry, sharing its chunks: the render pool's worker (build/pipeline/render/render-pool.ts)
const RENDER_WORKER = "build/pipeline/render/render-worker.ts";

async function bundle(entry, name, outDir) {
  const { build } = await import("esbuild");
  const staging = `${outDir}.tmp-${process.pid}`;
  await build({ ...nodeSplitBundleOptions([join(ROOT, entry), join(ROOT, RENDER_WORKER)], staging), logLevel: "warning" });
  await writeBundleDigest(staging);
  await rename(staging, outDir).catch(async (error) => {
    // another process bundled the same sources first: theirs is as good
    await rm(staging, { recursive: true, force: true });
    if (!existsSync(outDir)) throw error;
  });
  // older bundles of the same entry are stale once the sources changed
  const prefix = `${name}-`;
  for (const file of await readdir(dirname(outDir))) {
    if (file.startsWith(prefix) && /^[0-9a-f]{16}(\.mjs)?$/.test(file.slice(prefix.length)) && join(dirname(outDir), file) !== outDir) {
      await rm(join(dirname(outDir), file), { recursive: true, force: true });
    }
  }
}

const [entry, ...args] = process.argv.slice(2);
if (!entry) throw new Error("usage: node build/run.mjs build/<entry>.ts [args…]");
const name = entry
  .replace(/^build\//, "")
  .replace(/\.tsx?$/, "")
  .replaceAll("/", "-");
// the sources as they are now: the bundle is keyed by them, and a build of one site per process is handed them
const sources = takeSourceSnapshot(ROOT);
if (entry === ONE_BUILD_ENTRY) handSourceSnapshot(sources);
// inside the project, so the bundle's package imports resolve to its node_modules
// RUN_BUNDLE_DIR: another folder inside the project (the cache corruption tests damage their own)
const outDir = join(resolve(ROOT, process.env.RUN_BUNDLE_DIR ?? ".cache/run"), `${name}-${sourceStamp(ROOT, HASHED_DIRS, HASHED_FILES, /\.(m?[jt]sx?|json)$/, sources)}`);
const outFile = join(outDir, `${basename(entry).replace(/\.tsx?$/, "")}.mjs`);
const damage = await bundleDamage(outDir, outFile);
if (damage) {
  console.log(`Build cache: the run bundle ${relative(ROOT, outDir)}/ is damaged (${damage}), bundled again`);
  await rm(outDir, { recursive: true, force: true });
}
if (!existsSync(outFile)) {
  await mkdir(dirname(outDir), { recursive: true });
  await bundle(entry, name, outDir);
}
// V8 keeps the compiled code of the bundle and of React, zod… between runs, so a start compiles
// nothing (about 70 ms of a build's start on a 2-core machine). The cache sits in the bundle's
// folder: a code change makes a new folder and the old one goes with its cache (entries are
// keyed by file path, and each bundle's paths are new, so a shared cache would only grow).
enableCompileCache(join(outDir, "compile-cache"));
// the bundle reads its arguments from process.argv like the unbundled entry did
process.argv = [process.argv[0], join(ROOT, entry), ...args];
// the local servers (npm start, npm run preview) run Netlify functions from their TypeScript sources
const servesFunctions = entry === "build/cli/preview-server.ts" || args.includes("--serve");
if (servesFunctions && !args.includes("--help")) (await import("tsx/esm/api")).register();
globalThis.__agencySiteRenderWorker = pathToFileURL(join(outDir, "render-worker.mjs")).href;
await import(pathToFileURL(outFile).href);
