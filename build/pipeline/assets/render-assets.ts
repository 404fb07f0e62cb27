// What the assets stage hands the render stage: the document's stylesheet, fonts and island
// loader, each island's chunk, and the parts a page's own stylesheet is made from.
import type { DocumentAssets } from "../../../src/layouts/Document";
import type { PageCss } from "./page-stylesheet";

export interface RenderAssets extends DocumentAssets {
  islandChunks: ReadonlyMap<string, string>;
  /** what a page picks its own stylesheet from; without it (previews), pages link cssHref, every stylesheet */
  pageCss?: PageCss;
}
