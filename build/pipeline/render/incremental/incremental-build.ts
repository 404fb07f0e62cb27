// Renders only what changed since the last build of the same output folder:
// plans with the manifest, leaves unchanged pages in the folder as they are, renders
// the rest, and records the new manifest once the output is written.
import type { Route } from "../../../../src/content/route";
import type { BuildWarning, Site } from "../../../../src/content/site";
import { inBatches } from "../../../shared/in-batches";
import { type HtmlSize, htmlDigest, htmlSize } from "../html-size";
import type { RenderedPage, WrittenPage } from "../render";
import { CHECK_BATCH, pageFingerprints, previousPageIntact, readManifest, writeManifest } from "./manifest";
import { type BuildState, fullBuildReason, type PageRecord, planIncremental } from "./plan";
import type { ReadKey } from "./record-reads";
import { codeHash, inputHashes, routeHash, sharedState } from "./state";

export interface RenderedPages {
  /** every page in route order; `fresh`, the ones rendered now (with their HTML), the rest are in the folder as they are */
  pages: WrittenPage[];
  fresh: RenderedPage[];
  rendered: number;
  /** output paths of the pages taken from the folder as they are, which need no writing */
  reused: Set<string>;
  /** why every page was rendered; null when only the changed ones were */
  fullBuild: string | null;
  /** each page's HTML size, when the build weighs its pages */
  sizes: Map<string, HtmlSize>;
}

export interface IncrementalBuild {
  /** whether the folder holds an earlier incremental build, which is then updated in place */
  hasPrevious: boolean;
  /** why no page can be reused (the build then renders them all as a full build does); null when some may be */
  fullBuild: string | null;
  /**
   * renders what changed (after `readyToRender`, called only when some page is to be rendered); each page's warnings,
   * fresh or replayed from the manifest, go to `warn` in route order
   */
  renderPages(
    routes: Route[],
    render: (route: Route, pageWarn: (w: BuildWarning) => void) => RenderedPage,
    warn: (w: BuildWarning) => void,
    readyToRender: () => Promise<void>,
  ): Promise<RenderedPages>;
  /** after the output is written: the manifest the next build plans against; `facts`, of pages a full build rendered itself */
  save(pages: WrittenPage[], facts?: ReadonlyMap<string, PageFacts>): Promise<void>;
}

/** What the manifest keeps of a page besides what it used: its warnings, its HTML's size and digest; its file's fingerprint when the page was taken from the folder. */
export type PageFacts = Pick<PageRecord, "warnings" | "bytes" | "digest" | "gzip"> & { fingerprint?: string };

/** `weighed`: the build reports each page's gzip size, so a reused page must carry it. */
export async function startIncremental(outDir: string, site: Site, codeInputs: unknown, { weighed = false } = {}): Promise<IncrementalBuild> {
  const state: BuildState = { ...sharedState(site, await codeHash(codeInputs)), inputHash: inputHashes(site) };
  const read = await readManifest(outDir, state.codeHash);
  const previous = "manifest" in read ? read.manifest : read.fullBuild;
  const recorded = new Map<string, PageFacts>();
  return {
    hasPrevious: "manifest" in read || read.recorded,
    fullBuild: fullBuildReason(previous, state),
    async renderPages(routes, render, warn, readyToRender) {
      const byUrl = new Map(routes.map((r) => [r.url, r]));
      const planned = routes.map((r) => ({ url: r.url, routeHash: routeHash(r), ownStory: `story:${r.story.uuid}` }));
      const plan = planIncremental(previous, state, planned, { weighed });
      const intact = await inBatches(plan.reuse, CHECK_BATCH, (record) => previousPageIntact(outDir, record.outputPath, record.digest, record.fingerprint));
      const kept = new Map(plan.reuse.flatMap((record, i) => (intact[i] ? [[record.url, { ...record, fingerprint: intact[i] }] as const] : [])));
      if (routes.some((route) => !kept.has(route.url))) await readyToRender();
      const fresh = new Map<string, RenderedPage>();
      const sizes = new Map<string, HtmlSize>();
      for (const route of routes) {
        const reused = kept.get(route.url);
        if (reused) {
          for (const w of reused.warnings) warn(w);
          recorded.set(route.url, reused);
          if (reused.gzip !== null) sizes.set(route.url, { bytes: reused.bytes, gzip: reused.gzip });
          continue;
        }
        const warnings: BuildWarning[] = [];
        const page = render(route, (w) => warnings.push(w));
        for (const w of warnings) warn(w);
        const size = weighed ? htmlSize(page.html) : null;
        if (size) sizes.set(route.url, size);
        recorded.set(route.url, { warnings, bytes: Buffer.byteLength(page.html), digest: htmlDigest(page.html), gzip: size?.gzip ?? null });
        fresh.set(route.url, page);
      }
      const reusedPage = (record: PageRecord): WrittenPage => ({ route: byUrl.get(record.url)!, islands: record.islands, stylesheets: record.stylesheets, reads: record.reads });
      return {
        pages: routes.map((r) => fresh.get(r.url) ?? reusedPage(kept.get(r.url)!)),
        fresh: [...fresh.values()],
        rendered: fresh.size,
        reused: new Set([...kept.values()].map((p) => p.outputPath)),
        fullBuild: plan.fullBuild,
        sizes,
      };
    },
    async save(pages, facts = recorded) {
      // a page taken from the folder keeps the fingerprint it was checked by; the others were written just now
      const written = pages.filter((p) => facts.get(p.route.url)!.fingerprint === undefined);
      const found = await pageFingerprints(
        outDir,
        written.map((p) => p.route.outputPath),
      );
      const fingerprints = new Map(written.map((p, i) => [p.route.url, found[i]!]));
      const records: PageRecord[] = pages.map((p) => {
        const { warnings, bytes, digest, gzip, fingerprint } = facts.get(p.route.url)!;
        return {
          url: p.route.url,
          outputPath: p.route.outputPath,
          routeHash: routeHash(p.route),
          reads: p.reads,
          islands: p.islands,
          stylesheets: p.stylesheets,
          warnings,
          bytes,
          digest,
          gzip,
          fingerprint: fingerprint ?? fingerprints.get(p.route.url)!,
        };
      });
      const { codeHash: code, sharedHash, inputHash } = state;
      await writeManifest(outDir, { codeHash: code, sharedHash, inputs: inputsRead(pages, inputHash), pages: records }, typeof previous === "string" ? undefined : previous);
    },
  };
}

/** The hash of each value the pages read, and of each page's own story: what the next build compares. */
function inputsRead(pages: readonly WrittenPage[], inputHash: (key: ReadKey) => string | undefined): Record<ReadKey, string> {
  const inputs: Record<ReadKey, string> = {};
  const add = (key: ReadKey) => {
    if (key in inputs) return;
    const hash = inputHash(key);
    if (hash !== undefined) inputs[key] = hash;
  };
  for (const page of pages) {
    add(`story:${page.route.story.uuid}`);
    for (const key of page.reads) add(key);
  }
  return inputs;
}
