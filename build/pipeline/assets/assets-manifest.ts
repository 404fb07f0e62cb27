// What a page needs from the build's asset stage (stylesheet, font faces and preloads, island
// chunks, the inline island loader) and the digests of the stills it read (a social card's
// name hashes them), written as JSON beside the output so the preview function can render
// pages on request without running esbuild or PostCSS, naming the cards the build drew.
// Not under /assets/: everything there is served immutable and named by its content, and
// this file keeps its name while its content changes with every build.
import * as z from "zod";
import type { OutputFile } from "../write/output-files";
import type { RenderAssets } from "./render-assets";

/** Under the output folder; it names only files that are public anyway. */
export const ASSETS_MANIFEST_PATH = "assets-manifest.json";

const manifestSchema = z.object({
  cssHref: z.string(),
  fontPreloads: z.array(z.string()),
  fontFaceCss: z.string(),
  islandLoader: z.string(),
  islandChunks: z.record(z.string(), z.string()),
  /** the Visual Editor script, in preview builds only */
  editorScript: z.string().optional(),
  /** still URL → digest of its bytes (Site.stillDigests) */
  stillDigests: z.record(z.string(), z.string()).default({}),
});

export type ManifestAssets = RenderAssets & { editorScript?: string; stillDigests: ReadonlyMap<string, string> };

export function assetsManifestFile(assets: RenderAssets, editorScript: string | undefined, stillDigests: ReadonlyMap<string, string>): OutputFile {
  const manifest: z.infer<typeof manifestSchema> = {
    cssHref: assets.cssHref,
    fontPreloads: assets.fontPreloads,
    fontFaceCss: assets.fontFaceCss,
    islandLoader: assets.islandLoader,
    islandChunks: Object.fromEntries(assets.islandChunks),
    ...(editorScript ? { editorScript } : {}),
    stillDigests: Object.fromEntries([...stillDigests].sort(([a], [b]) => (a < b ? -1 : 1))),
  };
  return { path: ASSETS_MANIFEST_PATH, contents: JSON.stringify(manifest) };
}

/** Throws with the reason when the text is not a manifest this build would write. */
export function readAssetsManifest(text: string): ManifestAssets {
  const manifest = manifestSchema.parse(JSON.parse(text));
  return { ...manifest, islandChunks: new Map(Object.entries(manifest.islandChunks)), stillDigests: new Map(Object.entries(manifest.stillDigests)) };
}
