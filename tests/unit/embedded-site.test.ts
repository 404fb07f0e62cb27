// The embedded content cache, built as a fresh clone builds it: every route
// renders without a warning, and the sitemap page and sitemap.xml list every page
// a visitor or a search engine should find.
import { beforeAll, describe, expect, it } from "vitest";
import type { BuildResult } from "../../build/pipeline";
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

  it("lists every indexable page on the sitemap page", () => {
    const listed = hrefs(pageHtml(result, "/sitemap"));
    const expected = result.routes.filter((r) => r.indexable && !(r.pagination && r.url !== r.pagination.baseUrl)).map((r) => r.url);
    const missing = expected.filter((url) => !listed.has(url));
    expect(missing).toEqual([]);
  });
});
