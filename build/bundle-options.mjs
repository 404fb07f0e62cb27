// esbuild options for running the build's own TypeScript from one bundled file
// (build/run.mjs for the CLI, the dev server for each code change): packages
// stay external, and every source file keeps its own import.meta.dirname/url.
import { readFile } from "node:fs/promises";
import { dirname } from "node:path";
import { pathToFileURL } from "node:url";

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

/** @returns {import("esbuild").BuildOptions} */
export function nodeBundleOptions(entryPoint, outfile) {
  return {
    entryPoints: [entryPoint],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    jsx: "automatic",
    packages: "external",
    outfile,
    plugins: [ownImportMeta],
    logLevel: "silent",
  };
}
