// The build, stage by stage: load → routes → css + islands → render → write.
// Used by the CLI, the dev server, the benchmark and the tests (which skip writing).
import type { BuildWarning } from "../src/content/site";
import { documentInlineScripts } from "../src/layouts/Document";
import type { RedirectRule, Route } from "../src/pages/route";
import { assetsManifestFile } from "./assets-manifest";
import { buildCss } from "./css";
import { UserError } from "./errors";
import { buildFonts } from "./fonts";
import { startIncremental } from "./incremental/incremental-build";
import { buildIslands } from "./islands";
import { loadSite } from "./load";
import type { BuildOptions } from "./options";
import { buildPreviewClient } from "./preview-client";
import { type RenderedPage, renderRoute } from "./render";
import { type RouteWeight, routeWeights } from "./report";
import { planRoutes } from "./routes";
import { buildSocialCards } from "./social-cards";
import { formatWarningsByStory } from "./warnings";
import { updateSite, writeSite } from "./write";

export interface PhaseTiming {
  name: string;
  ms: number;
  detail: string;
}

export interface Reporter {
  phase(timing: PhaseTiming): void;
  progress(phase: string, done: number, total: number): void;
}

export interface BuildResult {
  pages: RenderedPage[];
  routes: Route[];
  redirects: RedirectRule[];
  warnings: BuildWarning[];
  phases: PhaseTiming[];
  /** bytes per route; computed (gzip of every page) only when asked for */
  weights: RouteWeight[];
  totalMs: number;
}

const warningKey = (w: BuildWarning) => `${w.where}\u0000${w.path}\u0000${w.message}`;

export const silentReporter: Reporter = { phase: () => {}, progress: () => {} };

export async function runBuild(
  options: Pick<BuildOptions, "contentDir" | "outDir" | "publicDir" | "preview" | "minify" | "strict" | "storyblokPreview">,
  reporter: Reporter = silentReporter,
  {
    write = true,
    weights = false,
    incremental = false,
  }: { write?: boolean; weights?: boolean /** re-render only pages whose recorded inputs changed since the last build of outDir */; incremental?: boolean } = {},
): Promise<BuildResult> {
  const started = performance.now();
  const phases: PhaseTiming[] = [];
  const timed = async <T>(name: string, work: () => Promise<T> | T, detail: (value: T) => string): Promise<T> => {
    const t0 = performance.now();
    const value = await work();
    const timing = { name, ms: performance.now() - t0, detail: detail(value) };
    phases.push(timing);
    reporter.phase(timing);
    return value;
  };

  // CSS, islands and fonts depend on the code only: build them while the content loads
  const assetsBuilt = Promise.all([buildCss(options), buildIslands(options), buildFonts(), options.preview ? buildPreviewClient(options) : null]);
  assetsBuilt.catch(() => undefined); // awaited below; a load error must not leave it unhandled
  const { site, warnings } = await timed(
    "load",
    () => loadSite(options.contentDir),
    (r) => `${r.site.stories.length} stories`,
  );
  const seen = new Set(warnings.map(warningKey));
  // paginated listings render the same story several times; report each problem once
  const warn = (w: BuildWarning) => {
    if (seen.has(warningKey(w))) return;
    seen.add(warningKey(w));
    warnings.push(w);
  };
  const plan = await timed(
    "routes",
    () => planRoutes(site, options, warn),
    (p) => `${p.routes.length} routes, ${p.redirects.length} redirects`,
  );
  // the cards need the routes only: made while the assets finish and the pages render (in-memory builds skip them)
  const cardsMade = write ? buildSocialCards(plan.routes, site, options.contentDir, warn) : Promise.resolve([]);
  cardsMade.catch(() => undefined); // awaited below
  const [css, islands, fonts, editor] = await timed(
    "assets",
    () => assetsBuilt, // the time left waiting for them once the routes are planned
    ([c, i, f]) => `css ${(c.contents.length / 1024).toFixed(1)} KiB, ${i.entries.size} islands, ${f.files.length} font files`,
  );
  const assets = {
    cssHref: css.href,
    fontPreloads: fonts.preloads,
    fontFaceCss: fonts.faceCss,
    islandLoader: islands.loaderScript,
    islandChunks: islands.entries,
  };
  let done = 0;
  const render = (route: (typeof plan.routes)[number]) => {
    reporter.progress("render", ++done, plan.routes.length);
    return renderRoute(route, site, assets, options, warn);
  };
  // a reused page reports no render warnings, so --strict always renders everything
  const reuse =
    incremental && write && !options.strict ? await startIncremental(options.outDir, site, { options, assets: { ...assets, islandChunks: [...assets.islandChunks] } }) : null;
  const { pages, reused } = await timed(
    "render",
    async () => (reuse ? reuse.renderPages(plan.routes, render) : { pages: plan.routes.map(render), rendered: plan.routes.length, reused: new Set<string>() }),
    (r) => (r.rendered === r.pages.length ? `${r.pages.length} pages` : `${r.rendered} of ${r.pages.length} pages (the rest unchanged)`),
  );
  // awaited before --strict counts the warnings, which theirs are part of
  const cards = await timed(
    "cards",
    () => cardsMade,
    (c) => `${c.length} social cards`,
  );
  if (options.strict && warnings.length > 0) {
    throw new UserError(
      `${warnings.length} content warning(s) and --strict is set; nothing was written:\n${formatWarningsByStory(warnings)}`,
      "fix the content named above (in Storyblok, or the cache), or build without --strict",
    );
  }
  if (write) {
    const files = [
      ...pages.map((p) => ({ path: p.route.outputPath, contents: p.html })),
      { path: css.path, contents: css.contents },
      ...islands.files,
      ...fonts.files,
      ...cards,
      assetsManifestFile(assets, editor?.href),
      ...(editor ? [editor.file] : []),
    ];
    await timed(
      "write",
      () => {
        const input = { ...options, files, routes: plan.routes, redirects: plan.redirects, site, inlineScripts: documentInlineScripts(assets) };
        // an incremental build that reused pages updates the folder they came from
        return reused.size > 0 ? updateSite(input, reused) : writeSite(input);
      },
      (w) => `${w.files} files`,
    );
    await reuse?.save(pages);
  }
  return {
    pages,
    routes: plan.routes,
    redirects: plan.redirects,
    warnings,
    phases,
    weights: weights ? routeWeights(pages, css.contents, islands) : [],
    totalMs: performance.now() - started,
  };
}
