// The embedded content cache, built as a fresh clone builds it: every route
// renders without a warning, and the sitemap page and sitemap.xml list every page
// a visitor or a search engine should find.
import { beforeAll, describe, expect, it } from "vitest";
import type { BuildResult } from "../../build/pipeline/run-build";
import { buildInMemory, pageHtml } from "../helpers/content";

let result: BuildResult;

beforeAll(async () => {
  result = await buildInMemory("content-cache");
});

const hrefs = (html: string) => new Set([...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&")));

describe("the embedded site", () => {
  it("builds every route without a warning", () => {
    expect(result.warnings).toEqual([]);
    expect(result.routes.length).toBeGreaterThan(190);
    const kinds = new Set(result.routes.map((r) => r.kind));
    expect([...kinds].sort()).toEqual(["article", "case_study", "client", "not_found", "page", "sector", "service", "video_type"]);
  });

  it("links each page by its exact path, trailing slash and all, so no link costs a redirect on Netlify", () => {
    // "/about" is about.html and "/services/" services/index.html (src/lib/urls.ts); a link
    // to "/about/" or "/services" would be answered with a 301 first
    // and the pretty links, which are redirects by design
    const pagePaths = new Set([...result.routes.map((r) => r.url), ...result.redirects.filter((r) => r.status !== 200).map((r) => r.from)]);
    const pageLinks = new Set<string>();
    for (const page of result.pages) {
      for (const href of hrefs(page.html)) {
        const path = href.replace(/[?#].*$/, "");
        if (path.startsWith("/") && !path.startsWith("//") && !/\.\w+$|^\/(img|assets)\//.test(path)) pageLinks.add(path);
      }
    }
    expect(pageLinks.size).toBeGreaterThan(150);
    expect([...pageLinks].filter((path) => !pagePaths.has(path))).toEqual([]);
  });

  it("lists every indexable page on the sitemap page", () => {
    const listed = hrefs(pageHtml(result, "/sitemap"));
    const expected = result.routes.filter((r) => r.indexable && !(r.pagination && r.url !== r.pagination.baseUrl)).map((r) => r.url);
    const missing = expected.filter((url) => !listed.has(url));
    expect(missing).toEqual([]);
  });

  it("gives the case-study listing and each of its filtered variants one priority image: the first row shown", () => {
    const listings = result.routes.filter((r) => r.url === "/case-studies/" || r.filter);
    expect(listings.length).toBeGreaterThan(10);
    for (const route of listings) {
      const html = pageHtml(result, route.url);
      const rows = [...html.matchAll(/<li class="case-study-results__row"[^>]*?( hidden="")?>[\s\S]*?<\/li>/g)];
      const priority = rows.filter((row) => row[0].includes('fetchPriority="high"'));
      expect(
        priority.map((row) => row[1] ?? "shown"),
        route.url,
      ).toEqual(["shown"]);
      expect(rows.find((row) => !row[1])?.[0]).toBe(priority[0]?.[0]);
      // nothing else on the page (a logo further down) takes the priority as well, nor is preloaded for it
      expect(html.match(/fetchPriority="high"/g), route.url).toHaveLength(1);
    }
  });

  it("numbers the listing rows' islands alike on every variant (rows are rendered once and reused) and lists them as used", () => {
    const listings = result.routes.filter((r) => r.url === "/case-studies/" || r.filter);
    const markers = (url: string) => [...pageHtml(result, url).matchAll(/data-island="(\w+)"[^>]*data-prefix="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
    const canonical = markers("/case-studies/");
    expect(canonical.filter((m) => m.startsWith("HoverPreview ")).length).toBeGreaterThan(20);
    for (const route of listings) {
      expect(markers(route.url), route.url).toEqual(canonical);
      const used = result.pages.find((p) => p.route.url === route.url)!.islands;
      expect(used, route.url).toEqual(expect.arrayContaining(["CaseStudyFilter", "HoverPreview"]));
    }
  });

  it("gives a hover-preview card's island only what the card shows", () => {
    const html = pageHtml(result, "/case-studies/");
    const props = [...html.matchAll(/data-island="HoverPreview"[^>]*data-props="([^"]+)"/g)].map((m) =>
      JSON.parse(
        m[1]!
          .replace(/&quot;/g, '"')
          .replace(/&#x27;/g, "'")
          .replace(/&amp;/g, "&"),
      ),
    );
    expect(props.length).toBeGreaterThan(20);
    for (const { card } of props) {
      expect(Object.keys(card.item).sort()).toEqual(["category", "client", "description", "heading", "image", "url", "year"]);
      expect(Object.keys(card.item.image ?? {}).every((key) => ["filename", "alt", "focus", "width", "height"].includes(key))).toBe(true);
    }
  });
});
