// No page shifts its layout as it loads, and each page's largest image is
// fetched first and sized. One page of every type (build/shared/page-types.ts) at a
// phone and a desktop width: load, let fonts arrive, scroll to the end and back
// (lazy images, scroll-in animations), then read every layout-shift entry the
// browser recorded since the document started.
//
// The bar is a cumulative score under 0.01, a tenth of what Google calls good
// (0.1). Everything the site does is meant to score exactly 0: images carry width
// and height, the header is sticky from the first paint, scroll-in animations move
// only transform and opacity, and the fallback font is metric-matched to Inter.
// The 0.01 headroom is for that last point only: the fallback's metrics are matched
// to Arial, and a machine without it may swap a few text lines by a pixel.
import { expect, test } from "@playwright/test";
import { pageTypes } from "../../build/shared/page-types";
import { readE2eReport } from "../helpers/e2e-site";

const MAX_CLS = 0.01;
const WIDTHS = [390, 1440];

interface Recorded {
  shifts: { value: number; hadRecentInput: boolean; sources: string[] }[];
  lcp: { tag: string; loading: string | null; fetchPriority: string | null; width: string | null; height: string | null; src: string } | null;
  unsized: string[];
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: unknown[]; __lcp: Element | null };
    w.__shifts = [];
    w.__lcp = null;
    const describe = (node: Node | null) => (node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join(".")}` : String(node?.nodeName));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] })[]) {
        w.__shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput, sources: entry.sources.map((s) => describe(s.node)) });
      }
    }).observe({ type: "layout-shift", buffered: true });
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1) as (PerformanceEntry & { element: Element | null }) | undefined;
      if (last?.element) w.__lcp = last.element;
    }).observe({ type: "largest-contentful-paint", buffered: true });
    // Every image is marked for Element Timing as the parser inserts it, so the test can tell when
    // an image's paint has been reported: the browser queues that paint's largest-contentful-paint
    // entry with it, and delivers both observers' entries in one task (Performance Timeline, "queue
    // a PerformanceEntry"). Two frames after the images decode is not enough on a busy machine.
    const painted = new Set<Element>();
    (window as unknown as { __painted: Set<Element> }).__painted = painted;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) if (entry.element) painted.add(entry.element);
    }).observe({ type: "element", buffered: true });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          for (const img of node instanceof HTMLImageElement ? [node] : node.querySelectorAll("img")) img.setAttribute("elementtiming", "layout-shift-check");
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
});

for (const width of WIDTHS) {
  test(`no layout shift and a prioritised, sized largest image on every page type at ${width}px`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 900 });
    const failures: string[] = [];
    for (const { url } of pageTypes(readE2eReport().routes)) {
      await page.goto(url, { waitUntil: "load" });
      // the largest paint is settled once the fonts are in and every image in view has been
      // painted and reported, and must be read before the first scroll (input ends LCP)
      await page.evaluate(async () => {
        await document.fonts.ready;
        const inView = Array.from(document.images).filter((img) => {
          const box = img.getBoundingClientRect();
          return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
        });
        await Promise.all(inView.map((img) => img.decode().catch(() => undefined)));
        const painted = (window as unknown as { __painted: Set<Element> }).__painted;
        const shown = inView.filter((img) => img.complete && img.naturalWidth > 0);
        while (!shown.every((img) => painted.has(img))) await new Promise((next) => setTimeout(next, 20));
      });
      const lcp = await page.evaluate(() => {
        const el = (window as unknown as { __lcp: Element | null }).__lcp;
        if (!(el instanceof HTMLImageElement)) return null;
        return {
          tag: "img",
          loading: el.getAttribute("loading"),
          fetchPriority: el.getAttribute("fetchpriority"),
          width: el.getAttribute("width"),
          height: el.getAttribute("height"),
          src: el.currentSrc || el.src,
        };
      });
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((next) => requestAnimationFrame(() => requestAnimationFrame(next)));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      const recorded: Recorded = await page.evaluate(() => ({
        shifts: (window as unknown as { __shifts: Recorded["shifts"] }).__shifts,
        lcp: null,
        unsized: Array.from(document.images)
          .filter((img) => !img.getAttribute("width") || !img.getAttribute("height"))
          .map((img) => img.getAttribute("src") ?? "(no src)"),
      }));
      recorded.lcp = lcp;
      failures.push(...check(url, width, recorded));
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });
}

function check(url: string, width: number, { shifts, lcp, unsized }: Recorded): string[] {
  const where = `${url} @${width}px`;
  const failures: string[] = [];
  const counted = shifts.filter((s) => !s.hadRecentInput);
  const score = counted.reduce((sum, s) => sum + s.value, 0);
  if (score >= MAX_CLS) {
    const detail = counted.map((s) => `${s.value.toFixed(4)} ${s.sources.join(", ")}`).join("; ");
    failures.push(`${where}: cumulative layout shift ${score.toFixed(4)} (limit ${MAX_CLS}): ${detail}`);
  }
  if (unsized.length > 0) failures.push(`${where}: images without width and height: ${unsized.join(", ")}`);
  if (lcp) {
    if (lcp.loading === "lazy") failures.push(`${where}: the largest image is lazy-loaded (${lcp.src}); pass priority to <Image>`);
    if (lcp.fetchPriority !== "high") failures.push(`${where}: the largest image lacks fetchpriority="high" (${lcp.src}); pass priority to <Image>`);
    if (!lcp.width || !lcp.height) failures.push(`${where}: the largest image has no width/height (${lcp.src})`);
  }
  return failures;
}
