// The text of every inline script a page can carry, apart from the page's React tree: the write
// stage hashes them into the Content Security Policy without loading the components.
import { revealBodyScript, revealHeadScript } from "../components/reveal-scripts";

export function documentInlineScripts(assets: { islandLoader: string }): string[] {
  return [revealHeadScript, revealBodyScript, assets.islandLoader];
}
