import type { BuildOptions } from "esbuild";

export function nodeBundleOptions(entryPoint: string, outfile: string, bundled?: ReadonlySet<string>): BuildOptions;
export function nodeSplitBundleOptions(entryPoints: string[], outdir: string): BuildOptions;
