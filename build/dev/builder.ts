// The dev server's builder: the pipeline bundled by esbuild (incrementally, so
// a code change rebundles in a fraction of a second) and imported afresh after
// each code change, so edited components take effect in this same process.
// A content or stylesheet change reuses the loaded pipeline.

import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { type BuildContext, context } from "esbuild";
import type { BuildOptions } from "../pipeline/build-options";
import type { WrittenPage } from "../pipeline/render/render";
import type { BuildResult, Reporter } from "../pipeline/run-build";
import { nodeBundleOptions } from "../shared/bundle-options.mjs";

const ROOT = resolve(import.meta.dirname, "../..");
const OUT = join(ROOT, ".cache/dev/pipeline.mjs");

type RunBuild = (options: BuildOptions, reporter: Reporter, switches: { incremental: boolean }) => Promise<BuildResult<WrittenPage>>;

export interface DevBuilder {
  /** rebundles the pipeline (after a code change); throws esbuild's errors for a syntax error */
  reloadCode(): Promise<void>;
  build(): Promise<BuildResult<WrittenPage>>;
  dispose(): Promise<void>;
}

export async function createDevBuilder(options: BuildOptions, reporter: Reporter): Promise<DevBuilder> {
  process.setSourceMapsEnabled(true); // stack traces name the .tsx file and line, not the bundle's
  const ctx: BuildContext = await context({ ...nodeBundleOptions(join(ROOT, "build/pipeline/run-build.ts"), OUT), sourcemap: "inline" });
  let version = 0;
  let runBuild: RunBuild | null = null;
  const reloadCode = async () => {
    runBuild = null;
    await ctx.rebuild();
    version += 1;
    runBuild = ((await import(`${pathToFileURL(OUT).href}?v=${version}`)) as { runBuild: RunBuild }).runBuild;
  };
  return {
    reloadCode,
    build: async () => {
      if (!runBuild) await reloadCode();
      // pages whose recorded inputs are unchanged are taken from the last output
      return runBuild!(options, reporter, { incremental: true });
    },
    dispose: () => ctx.dispose(),
  };
}
