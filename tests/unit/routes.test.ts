import { describe, expect, it } from "vitest";
import { buildInMemory, makeContentDir, story } from "../helpers/content";

const articles = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    story({ full_slug: `insights/article-${i}`, content: { component: "article", date: `2024-02-${String(i + 1).padStart(2, "0")}`, category: "General", excerpt: "An excerpt" } }),
  );

describe("planRoutes", () => {
  it("derives clean URLs and output files from full slugs", async () => {
    const dir = await makeContentDir([
      story({ full_slug: "about", content: { component: "page" } }),
      story({ full_slug: "services/", is_startpage: true, content: { component: "page" } }),
      story({ full_slug: "services/corporate-video", content: { component: "service" } }),
      story({ full_slug: "404", content: { component: "page" } }),
    ]);
    const { routes } = await buildInMemory(dir);
    const map = Object.fromEntries(routes.map((r) => [r.url, r.outputPath]));
    expect(map).toEqual({
      "/": "index.html",
      "/about": "about.html",
      "/services/": "services/index.html",
      "/services/corporate-video": "services/corporate-video.html",
      "/404": "404.html",
    });
  });

  it("gives settings, header and footer no page", async () => {
    const { routes } = await buildInMemory(await makeContentDir([]));
    expect(routes.map((r) => r.story.full_slug)).toEqual(["homepage"]);
  });

  it("paginates a listing 9 per page and rewrites ?page=N to the page's file", async () => {
    const dir = await makeContentDir([
      story({ full_slug: "insights/", is_startpage: true, content: { component: "page", body: [{ _uid: "n", component: "news_listing" }] } }),
      ...articles(19),
    ]);
    const { routes, redirects } = await buildInMemory(dir);
    const listing = routes.filter((r) => r.pagination);
    expect(listing.map((r) => [r.url, r.pagination?.page])).toEqual([
      ["/insights/", 1],
      ["/insights/page/1/", 1],
      ["/insights/page/2/", 2],
      ["/insights/page/3/", 3],
    ]);
    // each existing page by its number, then anything else (0, abc, 99) sent to the first page's address
    expect(redirects.filter((r) => r.query?.page)).toEqual([
      { from: "/insights/", to: "/insights/page/1/", status: 200, query: { page: "1" }, force: true },
      { from: "/insights/", to: "/insights/page/2/", status: 200, query: { page: "2" }, force: true },
      { from: "/insights/", to: "/insights/page/3/", status: 200, query: { page: "3" }, force: true },
      { from: "/insights/", to: "/insights/", status: 302, query: { page: ":page" }, force: true },
    ]);
  });

  it("publishes redirect stories as 307s in production and as notice pages in preview", async () => {
    const redirect = story({ full_slug: "showreel", content: { component: "redirect", destination: { linktype: "url", url: "https://vimeo.com/123456789" } } });
    const production = await buildInMemory(await makeContentDir([redirect]));
    expect(production.redirects.filter((r) => r.status === 307)).toEqual([{ from: "/showreel", to: "https://vimeo.com/123456789", status: 307 }]);
    expect(production.routes.map((r) => r.url)).not.toContain("/showreel");
    const preview = await buildInMemory(await makeContentDir([redirect]), { preview: true });
    expect(preview.routes.find((r) => r.url === "/showreel")?.kind).toBe("redirect_notice");
  });

  it("publishes a page whose body holds a redirect block as a 307 too", async () => {
    const page = story({
      full_slug: "book-a-call",
      content: { component: "page", body: [{ _uid: "r", component: "redirect", destination: { linktype: "url", url: "https://cal.example/call" } }] },
    });
    const production = await buildInMemory(await makeContentDir([page]));
    expect(production.redirects.filter((r) => r.status === 307)).toEqual([{ from: "/book-a-call", to: "https://cal.example/call", status: 307 }]);
    expect(production.routes.map((r) => r.url)).not.toContain("/book-a-call");
    const preview = await buildInMemory(await makeContentDir([page]), { preview: true });
    expect(preview.routes.map((r) => r.url)).toContain("/book-a-call");
  });

  it("keeps the first of two stories that map to one page (/about and /about/) and warns about the second", async () => {
    const dir = await makeContentDir([
      story({ full_slug: "about", content: { component: "page" } }),
      story({ full_slug: "about/", is_startpage: true, content: { component: "page" } }),
    ]);
    const { routes, warnings } = await buildInMemory(dir);
    expect(routes.filter((r) => r.url.startsWith("/about")).map((r) => r.outputPath)).toEqual(["about.html"]);
    expect(warnings).toContainEqual(expect.objectContaining({ path: "full_slug", message: expect.stringContaining("already used by") }));
  });

  it("marks noindex pages: prevent_indexing, the 404 page, and everything in a preview build", async () => {
    const dir = await makeContentDir([
      story({ full_slug: "privacy", content: { component: "page", prevent_indexing: true } }),
      story({ full_slug: "404", content: { component: "page" } }),
    ]);
    const indexable = Object.fromEntries((await buildInMemory(dir)).routes.map((r) => [r.url, r.indexable]));
    expect(indexable).toEqual({ "/": true, "/privacy": false, "/404": false });
    expect((await buildInMemory(dir, { preview: true })).routes.every((r) => !r.indexable)).toBe(true);
  });
});
