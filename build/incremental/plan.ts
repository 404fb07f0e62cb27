// The incremental build's decision, pure over two states: which routes to
// render and which to take from the last build. A page is reused only when the
// code, the shared stories and the page's route are unchanged and every input
// it recorded (its own story, each listing, story or link table it read) has
// the same hash as last time. Pages whose route is gone are simply not written.
import type { ReadKey } from "./record-reads";

export interface PageRecord {
  url: string;
  outputPath: string;
  routeHash: string;
  reads: ReadKey[];
  islands: string[];
  stylesheets: string[];
}

export interface BuildState {
  /** hash of the build's code, the assets it links (CSS, islands, fonts) and the build options */
  codeHash: string;
  /** hash of settings, header, footer and space: every page reads them */
  sharedHash: string;
  /** input key ("story:<uuid>", "listing:<name>", "stories", "links") → hash */
  inputs: Record<ReadKey, string>;
}

export interface Manifest extends BuildState {
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
}

export function planIncremental(previous: Manifest | null, current: BuildState, routes: PlannedRoute[]): Plan {
  const all = { render: routes.map((r) => r.url), reuse: [] };
  if (!previous || previous.codeHash !== current.codeHash || previous.sharedHash !== current.sharedHash) return all;
  const before = new Map(previous.pages.map((p) => [p.url, p]));
  // a key absent both times (a page looked for a story that still does not exist) is unchanged too
  const unchanged = (key: ReadKey) => previous.inputs[key] === current.inputs[key];
  const plan: Plan = { render: [], reuse: [] };
  for (const route of routes) {
    const page = before.get(route.url);
    const reusable = page && page.routeHash === route.routeHash && unchanged(route.ownStory) && page.reads.every(unchanged);
    if (reusable) plan.reuse.push(page);
    else plan.render.push(route.url);
  }
  return plan;
}
