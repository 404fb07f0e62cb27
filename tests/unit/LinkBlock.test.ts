// Link blocks render through LinkList, which also covers the spec's link rules:
// a title and rel together add a query pair; only one of them warns; missing
// link data renders the label as plain text with a warning.
import { beforeAll, describe, expect, it } from "vitest";
import type { BuildResult } from "../../build/pipeline/run-build";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

const item = (uid: string, extra: Record<string, unknown>) => ({ _uid: uid, component: "link", ...extra });
const links = [
  item("a", { label: "Home", type: "primary", link: { linktype: "story", cached_url: "homepage" } }),
  item("b", { label: "", link: { linktype: "url", url: "https://example.test/all" } }),
  item("c", { label: "Tracked", type: "secondary", link: { linktype: "url", url: "https://example.test/t", title: "utm_source", rel: "site" } }),
  item("d", { label: "Half set", link: { linktype: "url", url: "https://example.test/h", title: "only-title" } }),
  item("e", { label: "Broken" }),
];

let result: BuildResult;

beforeAll(async () => {
  result = await buildInMemory(
    await makeContentDir([story({ full_slug: "links", content: { component: "page", body: [{ _uid: "lb", component: "link_block", align: "center", links }] } })]),
  );
});

const warnings = (path: string) => result.warnings.filter((w) => w.where === "links" && w.path === path).map((w) => w.message);

describe("LinkBlock", () => {
  it("aligns a list of links and buttons by their type", () => {
    const html = pageHtml(result, "/links");
    expect(html).toContain('<ul class="link-list link-list--center link-block__links">');
    expect(html).toContain('<a href="/" class="button button--primary"><span>Home</span></a>');
    expect(html).toContain('class="button button--secondary"');
  });

  it("labels an item without a label View All", () => {
    expect(pageHtml(result, "/links")).toMatch(/<a href="https:\/\/example.test\/all" class="link-list__text-link"[^>]*><span>View All<\/span>/);
  });

  it("adds the title=rel query pair when both are set", () => {
    expect(pageHtml(result, "/links")).toContain('href="https://example.test/t?utm_source=site"');
  });

  it("warns when only one of title and rel is set", () => {
    expect(warnings("content.body[0].links[3].link")).toContain("only one of title and rel is set; both are needed to add the query pair");
    expect(pageHtml(result, "/links")).toContain('href="https://example.test/h"');
  });

  it("renders missing link data as plain text and warns", () => {
    expect(pageHtml(result, "/links")).toContain('<span class="link-list__text-link"><span>Broken</span>');
    expect(warnings("content.body[0].links[4].link")).toEqual(["the link is empty; the label is shown as plain text"]);
  });
});
