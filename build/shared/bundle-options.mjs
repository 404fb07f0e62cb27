// esbuild options for running the build's own TypeScript from bundled files
// (build/run.mjs for the CLI, the dev server for each code change): packages
// stay external, but for lucide's icons and zod, and every source file keeps its own
// import.meta.dirname/url.
import { readFile } from "node:fs/promises";
import { dirname } from "node:path";
import { pathToFileURL } from "node:url";

// Bundled, not loaded from node_modules: lucide's icons, whose whole index costs 60 to 160 ms to
// import while a page uses a few dozen icons (esbuild keeps only those), and zod, whose 104 small
// modules each cost a resolution and a read at every start.
const BUNDLED_PACKAGES = new Set(["lucide-react", "zod"]);

const packageName = (specifier) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

const externalPackages = (bundled) => ({
  name: "external-packages",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (bundled.has(packageName(args.path)) ? undefined : { path: args.path, external: true }));
  },
});

const ownImportMeta = {
  name: "own-import-meta",
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes("node_modules")) return undefined;
      const source = await readFile(args.path, "utf8");
      const contents = source.replaceAll("import.meta.dirname", JSON.stringify(dirname(args.path))).replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href));
      return { contents, loader: args.path.endsWith(".tsx") ? "tsx" : "ts" };
    });
  },
};

/**
 * One file, for a process that imports it again after each change (the dev server): every
 * package stays external there, loaded once by the process rather than parsed again with each
 * new copy of the bundle (the icon sets alone made it 12 MB with its source map).
 * @returns {import("esbuild").BuildOptions}
 */
export function nodeBundleOptions(entryPoint, outfile, bundled = new Set()) {
  return {
    entryPoints: [entryPoint],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    jsx: "automatic",
    outfile,
    plugins: [externalPackages(bundled), ownImportMeta],
    logLevel: "silent",
  };
}

/**
 * A folder with `<entry name>.mjs` for each entry and chunks they share: each dynamic import() of the sources becomes a
 * chunk of its own, so the packages only it uses (the local server's, for one) are loaded
 * when it is, not at every start. @returns {import("esbuild").BuildOptions}
 */
export function nodeSplitBundleOptions(entryPoints, outdir) {
  const { outfile: _single, ...options } = nodeBundleOptions("", "", BUNDLED_PACKAGES);
  return { ...options, entryPoints, outdir, splitting: true, entryNames: "[name]", chunkNames: "chunks/[name]-[hash]", outExtension: { ".js": ".mjs" } };
}
