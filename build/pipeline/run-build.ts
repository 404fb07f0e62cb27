// The build, stage by stage: load → routes → css + islands → render → write.
// Used by the CLI, the dev server, the benchmark and the tests (which skip writing).
import type { BuildWarning, Site } from "../../src/content/site";
import { documentInlineScripts } from "../../src/layouts/Document";
import type { RedirectRule, Route } from "../../src/pages/route";
import { UserError } from "../errors";
import { type PageFacts, startIncremental } from "../incremental/incremental-build";
import { forgetManifest } from "../incremental/manifest";
import { assetsManifestFile } from "./assets/assets-manifest";
import { buildCss } from "./assets/css";
import { buildFonts } from "./assets/fonts";
import { buildIslands } from "./assets/islands";
import { pageStylesheetFiles, stylesheetFile } from "./assets/page-stylesheet";
import { buildPreviewClient } from "./assets/preview-client";
import type { RenderAssets } from "./assets/render-assets";
import { buildSocialCards } from "./assets/social-cards";
import type { BuildOptions } from "./build-options";
import { loadSite } from "./load/load";
import { type RenderedPage, type RenderOptions, renderRoute, type WrittenPage } from "./render/render";
import { renderOnThreads, renderThreadCount } from "./render/render-pool";
import { type HtmlSize, htmlSize, type RouteWeight, routeWeights } from "./report";
import { checkedRedirects } from "./routes/redirect-check";
import { planRoutes } from "./routes/routes";
import { formatWarningsByStory } from "./warnings";
import { openStaging, type Staging, updateSite, writeSite } from "./write/write";

export interface PhaseTiming {
  name: string;
  ms: number;
  detail: string;
}

export interface Reporter {
  phase(timing: PhaseTiming): void;
  progress(phase: string, done: number, total: number): void;
}

/** Pages built in memory carry their HTML; written ones, what they used (their HTML is in the output folder). */
export interface BuildResult<Page extends WrittenPage = RenderedPage> {
  pages: Page[];
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

type PipelineOptions = Pick<BuildOptions, "contentDir" | "outDir" | "publicDir" | "preview" | "minify" | "strict"> & Partial<Pick<BuildOptions, "threads">>;

interface BuildSwitches {
  /** weigh every page for the report (gzip of each page) */
  weights?: boolean;
  /** re-render only pages whose recorded inputs changed since the last build of outDir */
  incremental?: boolean;
}

/** Without writing: every page's HTML in memory (the tests, content:check). */
export function runBuild(options: PipelineOptions, reporter: Reporter | undefined, switches: BuildSwitches & { write: false }): Promise<BuildResult<RenderedPage>>;
export function runBuild(options: PipelineOptions, reporter?: Reporter, switches?: BuildSwitches & { write?: true }): Promise<BuildResult<WrittenPage>>;
export async function runBuild(
  options: PipelineOptions,
  reporter: Reporter = silentReporter,
  { write = true, weights = false, incremental = false }: BuildSwitches & { write?: boolean } = {},
): Promise<BuildResult<WrittenPage>> {
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
    async () => {
      const planned = planRoutes(site, options, warn);
      return { ...planned, redirects: await checkedRedirects(planned.redirects, site, warn) };
    },
    (p) => `${p.routes.length} routes, ${p.redirects.length} redirects`,
  );
  // the cards need the routes only: made while the assets finish and the pages render (in-memory builds skip them)
  const cardsMade = write ? buildSocialCards(plan.routes, site, options.contentDir, warn) : Promise.resolve([]);
  cardsMade.catch(() => undefined); // awaited below
  const [css, islands, fonts, editor] = await timed(
    "assets",
    () => assetsBuilt, // the time left waiting for them once the routes are planned
    ([c, i, f]) => `css ${(c.full.contents.length / 1024).toFixed(1)} KiB, ${i.entries.size} islands, ${f.files.length} font files`,
  );
  const assets = {
    cssHref: css.full.href,
    pageCss: { parts: css.parts, needs: css.needs },
    fontPreloads: fonts.preloads,
    fontFaceCss: fonts.faceCss,
    islandLoader: islands.loaderScript,
    islandChunks: islands.entries,
  };
  let done = 0;
  // a page rendered on the pool's main thread reports its warnings to its own list (replayed in route order)
  const render = (route: Route, pageWarn: (w: BuildWarning) => void = warn) => {
    reporter.progress("render", ++done, plan.routes.length);
    return renderRoute(route, site, assets, options, pageWarn);
  };
  // a reused page's warnings and weight come from the manifest, so --strict, the report and the deploy gate see every page
  // keyed by everything that shapes the output: not the number of threads that render it
  const codeInputs = { options: { ...options, threads: undefined }, assets: { ...assets, islandChunks: [...assets.islandChunks] } };
  const reuse = incremental && write ? await startIncremental(options.outDir, site, codeInputs, { weighed: weights }) : null;
  // a full build (an incremental one that can reuse nothing too) writes each page into the new output folder as soon as it is rendered
  const staging = write && (!reuse || reuse.fullBuild !== null) ? await openStaging(options.outDir, options.publicDir) : null;
  // a build that records no reads leaves a folder no later incremental build may plan against
  if (staging && !reuse) await forgetManifest(options.outDir);
  let stagedFacts: Map<string, PageFacts> | undefined;
  try {
    const htmlSizes = new Map<string, HtmlSize>();
    const { pages, fresh, reused } = await timed(
      "render",
      async (): Promise<{ pages: WrittenPage[]; fresh: RenderedPage[]; rendered: number; reused: ReadonlySet<string>; threads?: number; fullBuild?: string | null }> => {
        if (reuse && !staging) {
          const result = await reuse.renderPages(plan.routes, render, warn);
          for (const [url, size] of result.sizes) htmlSizes.set(url, size);
          return result;
        }
        if (!staging) {
          const rendered = plan.routes.map((route) => render(route));
          return { pages: rendered, fresh: rendered, rendered: rendered.length, reused: new Set<string>() };
        }
        const threads = renderThreadCount(plan.routes.length, options.threads ?? null);
        const written = await renderIntoStaging(staging, plan.routes, threads, {
          site,
          assets,
          options,
          render,
          warn,
          // the report weighs each page's HTML as it goes by
          htmlSizes: weights ? htmlSizes : null,
        });
        stagedFacts = written.facts;
        return { pages: written.pages, fresh: [], rendered: written.pages.length, reused: new Set<string>(), threads, fullBuild: reuse?.fullBuild };
      },
      (r) =>
        r.fullBuild
          ? `${r.pages.length} pages (full build: ${r.fullBuild})`
          : r.fullBuild === null
            ? `${r.rendered} of ${r.pages.length} pages (incremental: the rest unchanged since the last build)`
            : `${r.pages.length} pages${(r.threads ?? 1) > 1 ? ` on ${r.threads} threads` : ""}`,
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
    if (weights && !reuse) for (const page of fresh) htmlSizes.set(page.route.url, htmlSize(page.html));
    if (write) {
      const files = [
        // pages rendered in memory (incremental builds); a full build has written its own already
        ...fresh.map((p) => ({ path: p.route.outputPath, contents: p.html })),
        // every stylesheet, for previews and the preview function (the assets manifest names it), and each page's own
        { path: css.full.path, contents: css.full.contents },
        ...pageStylesheetFiles(pages, assets.pageCss),
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
          if (staging) return staging.finish(input, pages.length);
          // an incremental build updates the folder the last one wrote (unchanged files stay as they are)
          return reuse?.hasPrevious ? updateSite(input, reused) : writeSite(input);
        },
        (w) => `${w.files} files`,
      );
      await reuse?.save(pages, stagedFacts);
    }
    return {
      pages,
      routes: plan.routes,
      redirects: plan.redirects,
      warnings,
      phases,
      weights: weights
        ? routeWeights(pages, htmlSizes, (page) => (page.stylesheets.length > 0 ? stylesheetFile(assets.pageCss, page.stylesheets) : css.full).contents, islands)
        : [],
      totalMs: performance.now() - started,
    };
  } catch (error) {
    await staging?.abandon();
    throw error;
  }
}

interface StagedRender {
  site: Site;
  assets: RenderAssets;
  options: RenderOptions;
  /** renders one page in this thread, its warnings to `pageWarn` */
  render(route: Route, pageWarn: (w: BuildWarning) => void): RenderedPage;
  warn(w: BuildWarning): void;
  /** filled with each page's weight, when the report asks for them */
  htmlSizes: Map<string, HtmlSize> | null;
}

/**
 * Every page rendered (on `threads` threads) and written into the staging folder: what each used, in
 * route order, and what an incremental manifest keeps of each (its warnings and size), by URL.
 */
async function renderIntoStaging(staging: Staging, routes: Route[], threads: number, job: StagedRender): Promise<{ pages: WrittenPage[]; facts: Map<string, PageFacts> }> {
  const facts = new Map<string, PageFacts>();
  const noteFacts = (url: string, warnings: BuildWarning[], bytes: number) => facts.set(url, { warnings, bytes, gzip: job.htmlSizes?.get(url)?.gzip ?? null });
  const writeHere = async (route: Route, pageWarn: (w: BuildWarning) => void) => {
    const warnings: BuildWarning[] = [];
    const { html, ...page } = job.render(route, (w) => {
      warnings.push(w);
      pageWarn(w);
    });
    job.htmlSizes?.set(route.url, htmlSize(html));
    await staging.pages.write(route.outputPath, html);
    return { page, warnings, bytes: Buffer.byteLength(html) };
  };
  if (threads <= 1) {
    const pages: WrittenPage[] = [];
    for (const route of routes) {
      const { page, warnings, bytes } = await writeHere(route, job.warn);
      noteFacts(route.url, warnings, bytes);
      pages.push(page);
    }
    return { pages, facts };
  }
  const outcomes = await renderOnThreads({
    site: job.site,
    routes,
    assets: job.assets,
    options: { preview: job.options.preview },
    stagingDir: staging.dir,
    weigh: job.htmlSizes !== null,
    threads,
    async renderHere(index) {
      // its warnings are replayed below with the workers'
      const { page, warnings, bytes } = await writeHere(routes[index]!, () => undefined);
      return { islands: page.islands, stylesheets: page.stylesheets, reads: page.reads, warnings, bytes };
    },
  });
  // replayed in route order, the warnings read as a single thread's would
  for (const outcome of outcomes) {
    const url = routes[outcome.index]!.url;
    for (const w of outcome.warnings) job.warn(w);
    if (outcome.htmlSize) job.htmlSizes?.set(url, outcome.htmlSize);
    noteFacts(url, outcome.warnings, outcome.bytes);
  }
  await staging.pages.drain();
  return { pages: outcomes.map((o) => ({ route: routes[o.index]!, islands: o.islands, stylesheets: o.stylesheets, reads: o.reads })), facts };
}
