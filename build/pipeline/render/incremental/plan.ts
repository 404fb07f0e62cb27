// The incremental build's decision, pure over two states: which routes to
// render and which to take from the last build. A page is reused only when the
// code, the shared stories and the page's route are unchanged and every input
// it recorded (its own story, each value it read from other stories, the
// listings and the link table) has the same hash as last time. Pages whose route is gone are simply not written.
import type { BuildWarning } from "../../../../src/content/site";
import type { ReadKey } from "./record-reads";

export interface PageRecord {
  url: string;
  outputPath: string;
  routeHash: string;
  reads: ReadKey[];
  islands: string[];
  stylesheets: string[];
  /** what rendering it reported, replayed when it is reused, so the deploy gate and --strict see them */
  warnings: BuildWarning[];
  /** its HTML's bytes and, when the build weighed it, gzip */
  bytes: number;
  /** its HTML's digest, checked against the file left in the folder before the page is reused */
  digest: string;
  /** its file's size, modification and change times and inode once written (manifest.ts): a file that still has them is not read again */
  fingerprint: string;
  gzip: number | null;
}

export interface SharedState {
  /** hash of the build's code, the assets it links (CSS, islands, fonts) and the build options */
  codeHash: string;
  /** hash of settings, header, footer and the space's version: every page reads them */
  sharedHash: string;
}

/** This build's state: what every page shows, and the hash of each value a page may have read (state.ts). */
export interface BuildState extends SharedState {
  inputHash: (key: ReadKey) => string | undefined;
}

/** The last build's: its shared state, and the hash then of each value one of its pages read (record-reads.ts). */
export interface Manifest extends SharedState {
  inputs: Record<ReadKey, string>;
  pages: PageRecord[];
}

export interface PlannedRoute {
  url: string;
  routeHash: string;
  ownStory: ReadKey;
}

export interface Plan {
  render: string[];
  reuse: PageRecord[];
  /** why every page is rendered (no usable manifest, the code or a shared story changed); null when the plan is incremental */
  fullBuild: string | null;
}

export const CODE_CHANGED = "the code, its dependencies or the build options changed since the last build";

/** Why no page of the last build can be reused, whatever the routes; null when some may be. `previous` is its manifest, or why there is none. */
export function fullBuildReason(previous: Manifest | string, current: SharedState): string | null {
  if (typeof previous === "string") return previous;
  if (previous.codeHash !== current.codeHash) return CODE_CHANGED;
  if (previous.sharedHash !== current.sharedHash) return "a shared story (settings, header or footer) or the content version changed, and every page shows them";
  return null;
}

export function planIncremental(previous: Manifest | string, current: BuildState, routes: PlannedRoute[], { weighed = false } = {}): Plan {
  const reason = fullBuildReason(previous, current);
  if (reason !== null) return { render: routes.map((r) => r.url), reuse: [], fullBuild: reason };
  const manifest = previous as Manifest; // without one there is a reason
  const before = new Map(manifest.pages.map((p) => [p.url, p]));
  // a key absent both times (a page looked for a story that still does not exist) is unchanged too
  const unchanged = (key: ReadKey) => manifest.inputs[key] === current.inputHash(key);
  const plan: Plan = { render: [], reuse: [], fullBuild: null };
  for (const route of routes) {
    const page = before.get(route.url);
    // a build that weighs its pages for the report cannot reuse one the last build did not weigh
    const reusable = page && page.routeHash === route.routeHash && unchanged(route.ownStory) && page.reads.every(unchanged) && (!weighed || page.gzip !== null);
    if (reusable) plan.reuse.push(page);
    else plan.render.push(route.url);
  }
  return plan;
}
