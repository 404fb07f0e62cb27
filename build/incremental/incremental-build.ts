// Renders only what changed since the last build of the same output folder:
// plans with the manifest, leaves unchanged pages in the folder as they are, renders
// the rest, and records the new manifest once the output is written.
import type { Site } from "../../src/content/site";
import type { Route } from "../../src/pages/route";
import type { RenderedPage, WrittenPage } from "../render";
import { previousPageExists, readManifest, writeManifest } from "./manifest";
import { type BuildState, type PageRecord, planIncremental } from "./plan";
import { codeHash, contentState, routeHash } from "./state";

export interface IncrementalBuild {
  /** whether the folder holds an earlier incremental build, which is then updated in place */
  hasPrevious: boolean;
  /** every page in route order; `fresh`, the ones rendered now (with their HTML), the rest are in the folder as they are */
  renderPages(routes: Route[], render: (route: Route) => RenderedPage): Promise<{ pages: WrittenPage[]; fresh: RenderedPage[]; rendered: number; reused: Set<string> }>;
  /** after the output is written: the manifest the next build plans against */
  save(pages: WrittenPage[]): Promise<void>;
}

export async function startIncremental(outDir: string, site: Site, codeInputs: unknown): Promise<IncrementalBuild> {
  const state: BuildState = contentState(site, await codeHash(codeInputs));
  const previous = await readManifest(outDir);
  return {
    hasPrevious: previous !== null,
    async renderPages(routes, render) {
      const byUrl = new Map(routes.map((r) => [r.url, r]));
      const plan = planIncremental(
        previous,
        state,
        routes.map((r) => ({ url: r.url, routeHash: routeHash(r), ownStory: `story:${r.story.uuid}` })),
      );
      const reused = await Promise.all(plan.reuse.map(async (record) => reusedPage(outDir, record, byUrl.get(record.url)!)));
      const stale = plan.reuse.filter((_, i) => reused[i] === null).map((r) => r.url);
      const renderedUrls = new Set([...plan.render, ...stale]);
      const fresh = new Map(routes.filter((r) => renderedUrls.has(r.url)).map((r) => [r.url, render(r)]));
      const kept = new Map(reused.filter((p): p is WrittenPage => p !== null).map((p) => [p.route.url, p]));
      // the output paths of pages taken from the folder as they are, which need no writing
      const reusedPaths = new Set([...kept.values()].map((p) => p.route.outputPath));
      return { pages: routes.map((r) => fresh.get(r.url) ?? kept.get(r.url)!), fresh: [...fresh.values()], rendered: fresh.size, reused: reusedPaths };
    },
    async save(pages) {
      const records: PageRecord[] = pages.map((p) => ({
        url: p.route.url,
        outputPath: p.route.outputPath,
        routeHash: routeHash(p.route),
        reads: p.reads,
        islands: p.islands,
        stylesheets: p.stylesheets,
      }));
      await writeManifest(outDir, { ...state, pages: records });
    },
  };
}

/** A page of the last build as it is in the folder; null when it is gone from there (it is rendered again). */
async function reusedPage(outDir: string, record: PageRecord, route: Route): Promise<WrittenPage | null> {
  return (await previousPageExists(outDir, record.outputPath)) ? { route, islands: record.islands, stylesheets: record.stylesheets, reads: record.reads } : null;
}
