// The render stage: every route → HTML, in whichever of three ways the build asks for, so the
// pipeline need not know them apart:
// - in memory (tests, content:check): each page's HTML is returned;
// - a full build: each page is written into a new output folder as soon as it is rendered, on
//   the build's thread or, for a large site, on a pool of worker threads (render-pool.ts);
// - an incremental build: only the pages whose inputs changed since the last build of the same
//   folder are rendered (build/pipeline/render/incremental/), the others are left as they are.
// What it hands on says how the output is to be finished (the write stage's last step).
import type { Route } from "../../../src/content/route";
import type { BuildWarning, Site } from "../../../src/content/site";
import type { RenderAssets } from "../assets/render-assets";
import type { WrittenFile } from "../write/page-writer";
import { openStaging, outputInPlace, type Staging, updateSite, type WriteInput, writeSite } from "../write/write";
import { type HtmlSize, htmlSize } from "./html-size";
import { withIconMemo } from "./icon-memo";
import { type IncrementalBuild, type PageFacts, startIncremental } from "./incremental/incremental-build";
import { forgetManifest } from "./incremental/manifest";
import type { RenderedPage, WrittenPage } from "./render";
import { renderOnThreads, renderThreadCount } from "./render-pool";

export interface RenderJob {
  site: Site;
  assets: RenderAssets;
  options: { outDir: string; publicDir: string; preview: boolean; threads?: number | null };
  warn(w: BuildWarning): void;
  progress(done: number, total: number): void;
  /** write the pages into options.outDir (else: keep their HTML in memory) */
  write: boolean;
  /** render only the pages whose recorded inputs changed since the last build of outDir */
  incremental: boolean;
  /** weigh every page's HTML for the report */
  weights: boolean;
  /** everything besides the content that shapes the pages: an incremental build reuses nothing when it changed */
  codeInputs: unknown;
}

export interface RenderedSite<Page extends WrittenPage = WrittenPage> {
  /** every page in route order */
  pages: Page[];
  /** the pages whose HTML is still to be written (in-memory and incremental builds) */
  fresh: RenderedPage[];
  /** HTML bytes and gzip size per URL, when weighed */
  htmlSizes: Map<string, HtmlSize>;
  /** one line for the build's report */
  summary: string;
  /** the write stage's end: the files besides the pages written so far, then what the next incremental build plans against */
  finish(input: Omit<WriteInput, "routes">): Promise<{ files: number }>;
  /** a failed build: a half-written folder goes and the last output stays */
  abandon(): Promise<void>;
}

/** The site's pages rendered, with the icons earlier builds named known already (icon-memo.ts). */
export const renderSite = (routes: Route[], job: RenderJob): Promise<RenderedSite> => withIconMemo(() => renderRoutes(routes, job));

/**
 * The renderer: React, react-dom/server and every component (about 100 ms to load on a 2-core machine), loaded
 * only once a page is to be rendered, so an incremental build that reuses every page never loads them.
 */
const loadRenderer = () => import("./render").then((m) => m.renderRoute);

async function renderRoutes(routes: Route[], job: RenderJob): Promise<RenderedSite> {
  let done = 0;
  let renderRoute: Awaited<ReturnType<typeof loadRenderer>> | null = null;
  const readyToRender = async () => {
    renderRoute ??= await loadRenderer();
  };
  const render = (route: Route, pageWarn: (w: BuildWarning) => void = job.warn) => {
    job.progress(++done, routes.length);
    if (!renderRoute) throw new Error("renderSite: a page was rendered before the renderer was loaded");
    return renderRoute(route, job.site, job.assets, { preview: job.options.preview }, pageWarn);
  };
  const reuse = job.incremental && job.write ? await startIncremental(job.options.outDir, job.site, job.codeInputs, { weighed: job.weights }) : null;
  const pagePaths = routes.map((r) => r.outputPath);
  // the folder to update in place, unless what is there is no folder a build left (then set aside, and built in full)
  const inPlace = reuse && reuse.fullBuild === null ? await outputInPlace(job.options.outDir, job.options.publicDir, pagePaths) : null;
  if (reuse && inPlace && "files" in inPlace) return incrementally(routes, render, readyToRender, job, reuse, inPlace.files);
  await readyToRender();
  if (!job.write) return inMemory(routes, render, job.weights);
  // a full build (an incremental one that can reuse nothing too) writes each page into the new output folder as soon as it is rendered
  const staging = await openStaging(job.options.outDir, job.options.publicDir, pagePaths);
  try {
    // a build that records no reads leaves a folder no later incremental build may plan against
    if (!reuse) await forgetManifest(job.options.outDir);
    const htmlSizes = new Map<string, HtmlSize>();
    const threads = renderThreadCount(routes.length, job.options.threads ?? null);
    const { pages, facts } = await renderIntoStaging(staging, routes, threads, { ...job, render, htmlSizes: job.weights ? htmlSizes : null });
    const reason = inPlace && "setAside" in inPlace ? inPlace.setAside : reuse?.fullBuild;
    return {
      pages,
      fresh: [],
      htmlSizes,
      summary: reason ? `${pages.length} pages (full build: ${reason})` : `${pages.length} pages${threads > 1 ? ` on ${threads} threads` : ""}`,
      async finish(input) {
        const written = await staging.finish({ ...input, routes }, pages.length);
        await reuse?.save(pages, facts);
        return written;
      },
      abandon: () => staging.abandon(),
    };
  } catch (error) {
    await staging.abandon();
    throw error;
  }
}

type RenderOne = (route: Route, pageWarn?: (w: BuildWarning) => void) => RenderedPage;

function inMemory(routes: Route[], render: RenderOne, weights: boolean): RenderedSite<RenderedPage> {
  const pages = routes.map((route) => render(route));
  const htmlSizes = new Map<string, HtmlSize>(weights ? pages.map((p) => [p.route.url, htmlSize(p.html)]) : []);
  return {
    pages,
    fresh: pages,
    htmlSizes,
    summary: `${pages.length} pages`,
    finish: (input) => writeSite({ ...input, routes }),
    abandon: async () => {},
  };
}

/** `present`: the files in the output folder now, which it updates */
async function incrementally(
  routes: Route[],
  render: RenderOne,
  readyToRender: () => Promise<void>,
  job: RenderJob,
  reuse: IncrementalBuild,
  present: string[],
): Promise<RenderedSite> {
  const result = await reuse.renderPages(routes, render, job.warn, readyToRender);
  return {
    pages: result.pages,
    fresh: result.fresh,
    htmlSizes: result.sizes,
    summary: `${result.rendered} of ${result.pages.length} pages (incremental: the rest unchanged since the last build)`,
    async finish(input) {
      // the folder the last build wrote is updated (unchanged files stay as they are)
      const written = reuse.hasPrevious ? await updateSite({ ...input, routes }, result.reused, present) : await writeSite({ ...input, routes });
      await reuse.save(result.pages);
      return written;
    },
    abandon: async () => {},
  };
}

interface StagedRender {
  site: Site;
  assets: RenderAssets;
  options: { preview: boolean };
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
  const noteFacts = (url: string, warnings: BuildWarning[], file: WrittenFile) =>
    facts.set(url, { warnings, bytes: file.bytes, digest: file.digest, gzip: job.htmlSizes?.get(url)?.gzip ?? null });
  // each page's bytes and digest are taken by the writer, which encodes the page anyway (page-writer.ts)
  const writeHere = async (route: Route, pageWarn: (w: BuildWarning) => void) => {
    const warnings: BuildWarning[] = [];
    const { html, ...page } = job.render(route, (w) => {
      warnings.push(w);
      pageWarn(w);
    });
    job.htmlSizes?.set(route.url, htmlSize(html));
    await staging.pages.write(route.outputPath, html);
    return { page, warnings };
  };
  const writtenHere = (route: Route) => staging.pages.written.get(route.outputPath)!;
  if (threads <= 1) {
    const pages: WrittenPage[] = [];
    const warned: BuildWarning[][] = [];
    for (const route of routes) {
      const { page, warnings } = await writeHere(route, job.warn);
      warned.push(warnings);
      pages.push(page);
    }
    await staging.pages.drain();
    for (const [i, route] of routes.entries()) noteFacts(route.url, warned[i]!, writtenHere(route));
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
      const { page, warnings } = await writeHere(routes[index]!, () => undefined);
      return { islands: page.islands, stylesheets: page.stylesheets, reads: page.reads, warnings };
    },
  });
  await staging.pages.drain();
  // replayed in route order, the warnings read as a single thread's would
  for (const outcome of outcomes) {
    const route = routes[outcome.index]!;
    for (const w of outcome.warnings) job.warn(w);
    if (outcome.htmlSize) job.htmlSizes?.set(route.url, outcome.htmlSize);
    noteFacts(route.url, outcome.warnings, outcome.file ?? writtenHere(route));
  }
  return { pages: outcomes.map((o) => ({ route: routes[o.index]!, islands: o.islands, stylesheets: o.stylesheets, reads: o.reads })), facts };
}
