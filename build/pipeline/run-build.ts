// The build, stage by stage: load → routes → assets (css, islands, fonts; cards named) → render → write.
// Each stage hides how it does its part: its caches, the render pool, incremental reuse.
// Used by the CLI, the dev server, the benchmark and the tests (which skip writing).
import type { RedirectRule, Route } from "../../src/content/route";
import type { BuildWarning } from "../../src/content/site";
import { documentInlineScripts } from "../../src/layouts/document-inline-scripts";
import { takeCacheDamageReport } from "../shared/build-step-cache";
import { UserError } from "../shared/errors";
import { assetsManifestFile } from "./assets/assets-manifest";
import { buildAssets } from "./assets/build-assets";
import { pageStylesheetFiles, stylesheetFile } from "./assets/page-stylesheet";
import { socialCardManifestFile } from "./assets/social-card-manifest";
import { socialCards } from "./assets/social-cards";
import type { BuildOptions } from "./build-options";
import { loadSite } from "./load/load";
import type { RenderedPage, WrittenPage } from "./render/render";
import { renderSite } from "./render/render-site";
import type { RouteWeight } from "./report";
import { movedPageRedirects, readKnownAddresses } from "./routes/moved-pages";
import { checkedRedirects } from "./routes/redirect-check";
import { planRoutes } from "./routes/routes";
import { formatWarningsByStory } from "./warnings";

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
  /** one line per build cache folder (or the output folder) holding entries that failed their check and were made again */
  cacheDamage: string[];
  totalMs: number;
}

export const silentReporter: Reporter = { phase: () => {}, progress: () => {} };

type PipelineOptions = Pick<BuildOptions, "contentDir" | "outDir" | "publicDir" | "preview" | "minify" | "strict"> &
  Partial<Pick<BuildOptions, "threads" | "knownAddresses" | "holdBack">>;

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

  // the assets depend on the code only: built while the content loads
  const assetsBuilt = buildAssets(options);
  assetsBuilt.catch(() => undefined); // awaited below; a load error must not leave it unhandled
  const { site, warnings } = await timed(
    "load",
    () => loadSite(options.contentDir, options.holdBack ?? null),
    (r) => `${r.site.stories.length} stories`,
  );
  const warn = reportingOnce(warnings);
  const plan = await timed(
    "routes",
    async () => {
      const planned = planRoutes(site, options, warn);
      // moved pages' old addresses (production deploys), read back by Netlify's parser with the rest
      const moved = movedPageRedirects(await readKnownAddresses(options.knownAddresses), planned.routes, planned.redirects);
      return { ...planned, redirects: await checkedRedirects([...planned.redirects, ...moved], site, warn) };
    },
    (p) => `${p.routes.length} routes, ${p.redirects.length} redirects`,
  );
  const assets = await timed(
    "assets",
    () => assetsBuilt, // the time left waiting for them once the routes are planned
    (a) => a.summary,
  );
  const rendered = await timed(
    "render",
    () =>
      renderSite(plan.routes, {
        site,
        assets: assets.render,
        options,
        warn,
        progress: (done, total) => reporter.progress("render", done, total),
        write,
        incremental,
        weights,
        // keyed by everything that shapes the output: not the number of threads that render it
        codeInputs: {
          options: { ...options, threads: undefined, knownAddresses: undefined, holdBack: undefined },
          assets: { ...assets.render, islandChunks: [...assets.render.islandChunks] },
        },
      }),
    (r) => r.summary,
  );
  try {
    // named only (the og-image function draws each on its first request), before --strict counts the warnings, which theirs are part of;
    // in-memory builds write no manifest
    const cards = await timed(
      "cards",
      () => (write ? socialCards(plan.routes, site, warn) : new Map()),
      (c) => `${c.size} social cards named`,
    );
    if (options.strict && warnings.length > 0) {
      throw new UserError(
        `${warnings.length} content warning(s) and --strict is set; nothing was written:\n${formatWarningsByStory(warnings)}`,
        "fix the content named above (in Storyblok, or the cache), or build without --strict",
      );
    }
    if (write) {
      const files = [
        // pages rendered in memory (incremental builds); a full build has written its own already
        ...rendered.fresh.map((p) => ({ path: p.route.outputPath, contents: p.html })),
        ...assets.files,
        assetsManifestFile(assets.render, assets.editorHref, site.stillDigests ?? new Map()),
        // each page's own stylesheet
        ...pageStylesheetFiles(rendered.pages, assets.css),
        socialCardManifestFile(cards),
      ];
      await timed(
        "write",
        () => rendered.finish({ ...options, files, redirects: plan.redirects, site, inlineScripts: documentInlineScripts(assets.render) }),
        (w) => `${w.files} files`,
      );
    }
    const { pages, htmlSizes } = rendered;
    const { css, islands } = assets;
    // the report reads the island registry, and with it every island's component: loaded only when weighing
    const report = weights ? await import("./report") : null;
    return {
      pages,
      routes: plan.routes,
      redirects: plan.redirects,
      warnings,
      phases,
      cacheDamage: takeCacheDamageReport(),
      weights: report ? report.routeWeights(pages, htmlSizes, (page) => (page.stylesheets.length > 0 ? stylesheetFile(css, page.stylesheets) : css.full).contents, islands) : [],
      totalMs: performance.now() - started,
    };
  } catch (error) {
    await rendered.abandon();
    throw error;
  }
}

/** Adds each warning once: paginated listings render the same story several times. */
function reportingOnce(warnings: BuildWarning[]): (w: BuildWarning) => void {
  const key = (w: BuildWarning) => `${w.where}\u0000${w.path}\u0000${w.message}`;
  const seen = new Set(warnings.map(key));
  return (w) => {
    if (seen.has(key(w))) return;
    seen.add(key(w));
    warnings.push(w);
  };
}
