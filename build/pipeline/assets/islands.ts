// Bundles every registered island with esbuild code splitting: one small entry
// per island, React and shared code in hashed chunks they import. A "runtime"
// entry shares the hydration code (and so React) with every island, which puts
// React in its own chunk even when only one island exists. The result is cached
// under .cache/islands/ by a hash of the files the last bundling read (esbuild's
// metafile): a change to a component no island imports rebuilds no island.

import { relative, resolve } from "node:path";
import type { Metafile, Plugin } from "esbuild";
import { cacheFolder, noteCacheDamage, readCachedText, rememberedHashOf, storeCachedText } from "../../shared/build-step-cache";

export const ISLANDS_PUBLIC_PATH = "/assets/islands/";
const ROOT = resolve(import.meta.dirname, "../../..");
const HYDRATE = resolve(ROOT, "src/islands/hydrate.ts");

export interface IslandBundle {
  /** island name → URL of its entry chunk */
  entries: Map<string, string>;
  /** URL → the URLs it imports statically (to count what hydrating an island costs) */
  imports: Map<string, string[]>;
  /** URL → the URLs it imports on demand (the Vimeo player, only when a video plays) */
  dynamicImports: Map<string, string[]>;
  files: { path: string; contents: Uint8Array }[];
  loaderScript: string;
}

const virtualEntries: Plugin = {
  name: "island-entries",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^island-entry:/ }, (args) => ({ path: args.path.slice(13), namespace: "island-entry" }));
    pluginBuild.onLoad({ filter: /.*/, namespace: "island-entry" }, (args) => {
      if (args.path === "runtime") {
        // everything every island needs, so it lands in shared chunks rather than in one island's entry
        const contents = `export { hydrateIsland } from ${JSON.stringify(HYDRATE)};\nexport { jsx, jsxs, Fragment } from "react/jsx-runtime";`;
        return { contents, resolveDir: ROOT, loader: "ts" };
      }
      const file = resolve(ROOT, "src/islands", `${args.path}.tsx`);
      return {
        contents: [
          `import Component from ${JSON.stringify(file)};`,
          `import { hydrateIsland } from ${JSON.stringify(HYDRATE)};`,
          `export default (element, props) => hydrateIsland(Component, element, props, ${JSON.stringify(args.path)});`,
        ].join("\n"),
        resolveDir: ROOT,
        loader: "ts",
      };
    });
  },
};

/**
 * What decides the bundles besides the files esbuild reads: the locked packages, the compiler
 * settings, this file, and the registry (a new island is an entry before anything imports it).
 */
const FIXED_INPUTS = ["package-lock.json", "tsconfig.json", "build/pipeline/assets/islands.ts", "src/islands/island-registry.ts"];

/**
 * The bundles, from the build cache when none of the files the last bundling read changed. A
 * change that makes an island import a new file changes the file importing it, so it is seen.
 */
export async function buildIslands(options: { minify: boolean }): Promise<IslandBundle> {
  const inputsKey = `inputs-${options.minify ? "minified" : "plain"}.json`;
  // by the files' fingerprints while they stand: a warm build reads none of the ~120 sources to find its bundles
  const keyOf = (inputs: string[]) => rememberedHashOf("island-inputs", [String(options.minify)], [...FIXED_INPUTS, ...inputs]);
  const hit = await cachedBundle(inputsKey, keyOf);
  if (hit) return hit;
  const { bundle, inputs } = await bundleIslands(options);
  await storeCachedText("islands", `${await keyOf(inputs)}.json`, encodeBundle(bundle));
  await storeCachedText("islands", inputsKey, JSON.stringify(inputs));
  return bundle;
}

/** The bundles the build cache holds for the files the last bundling read, when none changed; null otherwise or when an entry does not parse. */
async function cachedBundle(inputsKey: string, keyOf: (inputs: string[]) => Promise<string>): Promise<IslandBundle | null> {
  const known = await readCachedText("islands", inputsKey);
  if (known === null) return null;
  let key = inputsKey;
  try {
    key = `${await keyOf(JSON.parse(known) as string[])}.json`;
    const hit = await readCachedText("islands", key);
    return hit === null ? null : decodeBundle(hit);
  } catch (error) {
    // written whole with its digest, so only by other code: bundled again
    noteCacheDamage(cacheFolder("islands"), key, `it does not parse (${error instanceof Error ? error.message : String(error)})`);
    return null;
  }
}

/** The project's own files esbuild read (packages are pinned by the lock file), sorted. */
function projectInputs(...metafiles: Metafile[]): string[] {
  const files = metafiles.flatMap((m) => Object.keys(m.inputs)).filter((path) => !path.includes("node_modules/") && !path.includes(":"));
  return [...new Set(files.map((path) => relative(ROOT, resolve(ROOT, path)).split("\\").join("/")))].sort();
}

function encodeBundle(bundle: IslandBundle): string {
  const { entries, imports, dynamicImports, files, loaderScript } = bundle;
  const encodedFiles = files.map((f) => ({ path: f.path, base64: Buffer.from(f.contents).toString("base64") }));
  return JSON.stringify({ entries: [...entries], imports: [...imports], dynamicImports: [...dynamicImports], files: encodedFiles, loaderScript });
}

function decodeBundle(text: string): IslandBundle {
  const stored = JSON.parse(text) as {
    entries: [string, string][];
    imports: [string, string[]][];
    dynamicImports: [string, string[]][];
    files: { path: string; base64: string }[];
    loaderScript: string;
  };
  return {
    entries: new Map(stored.entries),
    imports: new Map(stored.imports),
    dynamicImports: new Map(stored.dynamicImports),
    files: stored.files.map((f) => ({ path: f.path, contents: new Uint8Array(Buffer.from(f.base64, "base64")) })),
    loaderScript: stored.loaderScript,
  };
}

async function bundleIslands(options: { minify: boolean }): Promise<{ bundle: IslandBundle; inputs: string[] }> {
  // only when the sources changed: a cached build loads neither esbuild nor the islands' components
  const names = Object.keys((await import("../../../src/islands/island-registry")).islandRegistry);
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: Object.fromEntries([["runtime", "island-entry:runtime"], ...names.map((n) => [n, `island-entry:${n}`])]),
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: ["es2022"],
    jsx: "automatic",
    minify: options.minify,
    sourcemap: false,
    write: false,
    metafile: true,
    outdir: resolve(ROOT, "dist/assets/islands"),
    entryNames: "[name]-[hash]",
    chunkNames: "chunks/[name]-[hash]",
    publicPath: ISLANDS_PUBLIC_PATH,
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    plugins: [virtualEntries],
    logLevel: "silent",
  });
  const urlOf = (outputPath: string) => `${ISLANDS_PUBLIC_PATH}${relative(resolve(ROOT, "dist/assets/islands"), resolve(ROOT, outputPath))}`;
  const entries = new Map<string, string>();
  const imports = new Map<string, string[]>();
  const dynamicImports = new Map<string, string[]>();
  for (const [outputPath, output] of Object.entries(result.metafile.outputs)) {
    const url = urlOf(outputPath);
    const importsOf = (kind: string) => output.imports.filter((i) => i.kind === kind && !i.external).map((i) => urlOf(i.path));
    imports.set(url, importsOf("import-statement"));
    dynamicImports.set(url, importsOf("dynamic-import"));
    // only the islands' own entries; a module imported on demand (the Vimeo player) is an entry point to esbuild too
    const entry = output.entryPoint?.startsWith("island-entry:") ? output.entryPoint.slice(13) : null;
    if (entry && entry !== "runtime") entries.set(entry, url);
  }
  const files = result.outputFiles.map((f) => ({ path: urlOf(relative(ROOT, f.path)).slice(1), contents: f.contents }));
  const loader = await buildLoader(options.minify);
  return { bundle: { entries, imports, dynamicImports, files, loaderScript: loader.script }, inputs: projectInputs(result.metafile, loader.metafile) };
}

async function buildLoader(minify: boolean): Promise<{ script: string; metafile: Metafile }> {
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: [resolve(ROOT, "src/islands/client.ts")],
    bundle: true,
    format: "esm",
    platform: "browser",
    target: ["es2022"],
    minify,
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  return { script: result.outputFiles[0]!.text.trim(), metafile: result.metafile };
}
