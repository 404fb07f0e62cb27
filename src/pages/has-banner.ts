import type { RawBlock } from "../content/block";

/** Blocks that render the page's h1 themselves. */
export const BANNER_BLOCKS = new Set(["hero_banner", "inner_banner", "case_study_banner"]);

export function hasBannerBlock(body: readonly RawBlock[]): boolean {
  return body.some((block) => BANNER_BLOCKS.has(block.component));
}
