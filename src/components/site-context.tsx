// What every block and page can read while rendering: the site model, the route
// being rendered, whether this is a preview build, and a way to report problems.
import { createContext, type ReactNode, useContext } from "react";
import type { RawBlock } from "../content/block";
import type { Route } from "../content/route";
import type { Site } from "../content/site";

export interface RenderContext {
  site: Site;
  route: Route;
  preview: boolean;
  /** whether block roots carry the Visual Editor's data-blok-* hooks: preview builds, and live previews in edit mode */
  editable: boolean;
  /** set on live previews in edit mode only (never in a build): where the sitemap reads the live links */
  storyblokPreview?: StoryblokPreview;
  /** reports a render-time problem, attributed to the current story */
  warn: (path: string, message: string) => void;
  /** set once an image on this page has been given loading priority (see Image) */
  priorityImage: { claimed: boolean };
  /** set once an element on this page scrolls in (see Reveal), so the page carries the reveal scripts */
  reveal: { used: boolean };
  /** the blocks this page rendered through the registry, so it links their stylesheets */
  blocks: { used: Set<string> };
  /** islands rendered on this page, in order; their chunk URLs come from the build */
  islands: { used: string[]; chunkUrl: (name: string) => string };
  /** renders CMS blocks through the registry, for components (rich text) that embed blocks */
  renderBlocks: (items: readonly RawBlock[], path: string) => ReactNode;
}

export interface StoryblokPreview {
  /** a same-origin endpoint that holds the token server-side; the page adds the editor's proof */
  linksEndpoint: string;
}

export const SiteContext = createContext<RenderContext | null>(null);

/** True inside the first blocks of a page's body, where the page's largest image usually sits. */
export const AboveTheFold = createContext(false);

export function useRenderContext(): RenderContext {
  const context = useContext(SiteContext);
  if (!context) throw new Error("useRenderContext() outside a page render: wrap the tree in <SiteContext.Provider>");
  return context;
}
