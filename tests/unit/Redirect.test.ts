import { beforeAll, describe, expect, it } from "vitest";
import type { BuildResult } from "../../build/pipeline/run-build";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

const destination = { id: "", url: "https://cal.example.test/book", cached_url: "https://cal.example.test/book", linktype: "url", fieldtype: "multilink" };

const stories = () => [
  story({ full_slug: "showreel", name: "Showreel", content: { component: "redirect", destination } }),
  story({ full_slug: "book", name: "Book a call", content: { component: "page", body: [{ _uid: "r1", component: "redirect", destination }] } }),
  story({ full_slug: "nowhere", content: { component: "page", body: [{ _uid: "r2", component: "redirect", destination: { linktype: "url", url: "" } }] } }),
];

let production: BuildResult;
let preview: BuildResult;

beforeAll(async () => {
  production = await buildInMemory(await makeContentDir(stories()));
  preview = await buildInMemory(await makeContentDir(stories()), { preview: true });
});

describe("Redirect", () => {
  it("is a 307 in production, with no page and no notice, whether a redirect story or a page holding the block", () => {
    expect(production.redirects.filter((r) => r.status === 307)).toEqual([
      { from: "/book", to: "https://cal.example.test/book", status: 307 },
      { from: "/showreel", to: "https://cal.example.test/book", status: 307 },
    ]);
    expect(production.pages.map((p) => p.route.url)).toEqual(["/"]);
    expect(production.warnings).toContainEqual(
      expect.objectContaining({ where: "nowhere", path: "content.body[0].destination", message: expect.stringContaining("no destination") }),
    );
  });

  it("tells editors in a preview that the page is a 307 redirect with no preview, and where it goes", () => {
    for (const url of ["/showreel", "/book"]) {
      const html = pageHtml(preview, url);
      expect(html).toContain("This page is a 307 redirect");
      expect(html).toContain("It has no preview");
      expect(html).toContain('<a href="https://cal.example.test/book" class="redirect-notice__url">https://cal.example.test/book');
    }
    expect(pageHtml(preview, "/showreel")).toContain("<h1>Showreel</h1>");
  });

  it("says when the destination is missing", () => {
    expect(pageHtml(preview, "/nowhere")).toContain("No destination set");
    expect(preview.warnings).toContainEqual(expect.objectContaining({ where: "nowhere", path: "content.body[0].destination" }));
  });
});
