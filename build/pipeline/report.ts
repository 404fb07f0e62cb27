// Bytes per route for the build report and the benchmark: HTML, CSS, and the
// JavaScript a page loads once every island on it has hydrated (entries plus
// every chunk they import), raw and gzipped.
import { islandRegistry } from "../../src/islands/island-registry";
import type { IslandBundle } from "./assets/islands";
import { type HtmlSize, size } from "./render/html-size";
import type { WrittenPage } from "./render/render";

export interface RouteWeight {
  url: string;
  kind: string;
  islands: string[];
  html: { bytes: number; gzip: number };
  css: { bytes: number; gzip: number };
  /** JavaScript requested before any island hydrates (the loader is inline, so 0) */
  jsInitial: { bytes: number; gzip: number };
  /** JavaScript requested once every island on the page has hydrated */
  jsHydrated: { bytes: number; gzip: number };
  /** JavaScript at a phone's and a desktop's width: after load with no interaction, and once every island there woke */
  jsByWidth: Record<"390" | "1440", { beforeInteraction: number; afterInteraction: number }>;
}

const WIDTHS = [390, 1440] as const;
/** Triggers that fire with no visitor action */
const UNPROMPTED = new Set(["load", "idle"]);

/** Whether a media trigger such as media((max-width: 1023px)) matches at this viewport width. */
function mediaMatches(trigger: string, width: number): boolean {
  const max = /max-width:\s*(\d+)px/.exec(trigger);
  const min = /min-width:\s*(\d+)px/.exec(trigger);
  return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
}

function triggerOf(name: string): string {
  return islandRegistry[name as keyof typeof islandRegistry]?.trigger ?? "load";
}

export function routeWeights(pages: WrittenPage[], htmlSizes: ReadonlyMap<string, HtmlSize>, cssOf: (page: WrittenPage) => string, islands: IslandBundle): RouteWeight[] {
  const fileSizes = new Map(islands.files.map((f) => [`/${f.path}`, size(f.contents)]));
  const cssSizes = new Map<string, HtmlSize>();
  const cssSize = (css: string) => cssSizes.get(css) ?? cssSizes.set(css, size(css)).get(css)!;
  const jsOf = (names: string[]) => {
    const urls = new Set<string>();
    const visit = (url: string) => {
      if (urls.has(url)) return;
      urls.add(url);
      for (const next of islands.imports.get(url) ?? []) visit(next);
    };
    for (const name of names) visit(islands.entries.get(name)!);
    return [...urls].reduce((sum, url) => ({ bytes: sum.bytes + (fileSizes.get(url)?.bytes ?? 0), gzip: sum.gzip + (fileSizes.get(url)?.gzip ?? 0) }), { bytes: 0, gzip: 0 });
  };
  return pages.map((page) => {
    const js = jsOf(page.islands);
    const atWidth = (width: number) => {
      const shown = page.islands.filter((n) => !triggerOf(n).startsWith("media(") || mediaMatches(triggerOf(n), width));
      const unprompted = shown.filter((n) => UNPROMPTED.has(triggerOf(n)) || triggerOf(n).startsWith("media("));
      return { beforeInteraction: jsOf(unprompted).gzip, afterInteraction: jsOf(shown).gzip };
    };
    return {
      url: page.route.url,
      kind: page.route.kind,
      islands: page.islands,
      html: htmlSizes.get(page.route.url)!,
      css: cssSize(cssOf(page)),
      jsInitial: { bytes: 0, gzip: 0 },
      jsHydrated: js,
      jsByWidth: Object.fromEntries(WIDTHS.map((w) => [String(w), atWidth(w)])) as RouteWeight["jsByWidth"],
    };
  });
}

export interface IslandCost {
  island: string;
  /** its entry and every chunk it imports statically, React included */
  wake: { bytes: number; gzip: number };
  /** chunks it imports on demand beyond those (for VideoEmbed: @vimeo/player when a video plays) */
  onDemand: { bytes: number; gzip: number };
}

/** What waking one island costs on a page that has loaded no island JavaScript yet, and what it may fetch later. */
export function islandCost(islands: IslandBundle, island: string): IslandCost {
  const fileSizes = new Map(islands.files.map((f) => [`/${f.path}`, size(f.contents)]));
  const closure = (start: string[], skip: Set<string>) => {
    const urls = new Set<string>();
    const visit = (url: string) => {
      if (urls.has(url) || skip.has(url)) return;
      urls.add(url);
      for (const next of islands.imports.get(url) ?? []) visit(next);
    };
    start.forEach(visit);
    return urls;
  };
  const total = (urls: Set<string>) =>
    [...urls].reduce((sum, url) => ({ bytes: sum.bytes + (fileSizes.get(url)?.bytes ?? 0), gzip: sum.gzip + (fileSizes.get(url)?.gzip ?? 0) }), { bytes: 0, gzip: 0 });
  const wake = closure([islands.entries.get(island)!], new Set());
  const dynamic = [...wake].flatMap((url) => islands.dynamicImports.get(url) ?? []);
  return { island, wake: total(wake), onDemand: total(closure(dynamic, wake)) };
}
