// The assets stage: the stylesheets, the island bundles, the fonts and (previews) the Visual
// Editor script. They depend on the code only, so the pipeline starts this before the content
// loads; each part keeps its own cache under .cache/.
import type { OutputFile } from "../write/output-files";
import { buildCss, type Stylesheets } from "./css";
import { buildFonts } from "./fonts";
import { buildIslands, type IslandBundle } from "./islands";
import { buildPreviewClient } from "./preview-client";
import type { RenderAssets } from "./render-assets";

export interface BuiltAssets {
  /** what the render stage needs to write each page's head and island markers */
  render: RenderAssets;
  css: Stylesheets;
  islands: IslandBundle;
  /** every file the assets stage adds to the output (pages' own stylesheets are added once the pages say which) */
  files: OutputFile[];
  /** the Visual Editor script's address (preview builds), for the assets manifest the pipeline writes once the content is loaded */
  editorHref?: string;
  /** one line for the build's report */
  summary: string;
}

/** What the assets depend on beyond the code: a minified build, and a preview one (with the Visual Editor's script). */
export interface AssetOptions {
  minify: boolean;
  preview: boolean;
}

export async function buildAssets(options: AssetOptions): Promise<BuiltAssets> {
  const [css, islands, fonts, editor] = await Promise.all([buildCss(options), buildIslands(options), buildFonts(), options.preview ? buildPreviewClient(options) : null]);
  const render: RenderAssets = {
    cssHref: css.full.href,
    pageCss: { parts: css.parts, needs: css.needs },
    fontPreloads: fonts.preloads,
    fontFaceCss: fonts.faceCss,
    islandLoader: islands.loaderScript,
    islandChunks: islands.entries,
  };
  return {
    render,
    css,
    islands,
    files: [
      // every stylesheet, for previews and the preview function (the assets manifest names it)
      { path: css.full.path, contents: css.full.contents },
      ...islands.files,
      ...fonts.files,
      ...(editor ? [editor.file] : []),
    ],
    ...(editor ? { editorHref: editor.href } : {}),
    summary: `css ${(css.full.contents.length / 1024).toFixed(1)} KiB, ${islands.entries.size} islands, ${fonts.files.length} font files`,
  };
}
