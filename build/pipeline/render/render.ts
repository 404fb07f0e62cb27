// Route → HTML string. The body renders first so the document knows whether the
// page has islands (and so whether to inline the loader). Never writes files.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { Blocks } from "../../../src/blocks/Blocks";
import { type RenderContext, SiteContext, type StoryblokPreview } from "../../../src/components/site-context";
import type { Route } from "../../../src/content/route";
import type { BuildWarning, Site } from "../../../src/content/site";
import { Document } from "../../../src/layouts/Document";
import { PageShell } from "../../../src/layouts/PageShell";
import { pageComponents } from "../../../src/pages/page-registry";
import { componentFailure } from "../../shared/errors";
import { pageStylesheets, stylesheetFile } from "../assets/page-stylesheet";
import type { RenderAssets } from "../assets/render-assets";
import { type ReadKey, recordingSite } from "./incremental/record-reads";

export interface RenderedPage {
  route: Route;
  html: string;
  islands: string[];
  /** the stylesheets its stylesheet holds (build/pipeline/assets/page-stylesheet.ts); none when it links them all */
  stylesheets: string[];
  /** the listings, stories and link table this page read (for incremental builds) */
  reads: ReadKey[];
}

/** A page once written: its HTML is in the output folder, not in memory. */
export type WrittenPage = Omit<RenderedPage, "html">;

export interface RenderOptions {
  preview: boolean;
  /** the Visual Editor's hooks on block roots (default: on in previews); a live preview outside edit mode has none */
  editable?: boolean;
  /** live previews in edit mode only: what the sitemap needs to list the space's links in the browser */
  storyblokPreview?: StoryblokPreview;
}

/** Renders one route; a component that throws becomes an error naming the story and the component's file and line. */
export function renderRoute(...args: Parameters<typeof renderPage>): RenderedPage {
  try {
    return renderPage(...args);
  } catch (error) {
    throw componentFailure(error, args[0].story.full_slug);
  }
}

function renderPage(route: Route, site: Site, assets: RenderAssets, options: RenderOptions, warn: (w: BuildWarning) => void): RenderedPage {
  const used: string[] = [];
  const reads = new Set<ReadKey>();
  const recorded = recordingSite(site, reads);
  const context: RenderContext = {
    site: recorded,
    route,
    preview: options.preview,
    editable: options.preview && (options.editable ?? true),
    storyblokPreview: options.preview ? options.storyblokPreview : undefined,
    warn: (path, message) => warn({ where: sharedStoryOf(path) ?? route.story.full_slug, path, message }),
    priorityImage: { claimed: false },
    reveal: { used: false },
    blocks: { used: new Set() },
    islands: { used, chunkUrl: (name) => chunkUrl(assets, name) },
    renderBlocks: (items, path) => createElement(Blocks, { items, path }),
  };
  const Page = pageComponents[route.kind];
  const bodyHtml = renderToString(createElement(SiteContext.Provider, { value: context }, createElement(PageShell, null, createElement(Page))));
  const islands = [...new Set(used)];
  // a preview links every stylesheet: the editor may add a block the page does not have yet
  const ownCss = options.preview ? undefined : assets.pageCss;
  const stylesheets = ownCss ? pageStylesheets(ownCss, { kind: route.kind, blocks: context.blocks.used, islands }) : [];
  const cssHref = ownCss ? stylesheetFile(ownCss, stylesheets).href : assets.cssHref;
  const documentHtml = renderToString(
    createElement(Document, {
      site: recorded,
      route,
      preview: options.preview,
      assets: { ...assets, cssHref },
      bodyHtml,
      hasIslands: used.length > 0,
      hasReveal: context.reveal.used,
    }),
  );
  return { route, html: `<!DOCTYPE html>${documentHtml}`, islands, stylesheets, reads: [...reads].sort() };
}

/** Header, footer and settings render on every page; their problems belong to their own story, reported once. */
function sharedStoryOf(path: string): string | null {
  return ["header", "footer", "settings"].find((slug) => path.startsWith(`${slug}.`)) ?? null;
}

function chunkUrl(assets: RenderAssets, name: string): string {
  const url = assets.islandChunks.get(name);
  if (!url) throw new Error(`island ${name} has no built chunk; is it in src/islands/island-registry.ts?`);
  return url;
}
