// The preview sitemap's live links: paging through the preview function's link pages with the
// editor's proof, and no build ever putting a token in a page.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseBuildOptions } from "../../build/pipeline/build-options";
import { runBuild } from "../../build/pipeline/run-build";
import { fetchAllLinks } from "../../src/content/live-links";
import { makeContentDir, pageHtml, story } from "../helpers/content";

const link = (uuid: string) => ({
  id: 1,
  uuid,
  slug: uuid,
  path: null,
  parent_id: null,
  name: uuid,
  is_folder: false,
  published: true,
  is_startpage: false,
  position: 0,
  real_path: `/${uuid}`,
});

describe("fetchAllLinks", () => {
  const PAGE_SEARCH = "?_storyblok=7&_storyblok_tk[space_id]=1&_storyblok_tk[timestamp]=2&_storyblok_tk[token]=abc&utm_source=x";

  it("asks the endpoint page after page (it reads 1000 links a page) until a page comes back empty, forwarding only the editor's proof", async () => {
    const asked: URL[] = [];
    const pages = [{ a: link("a"), b: link("b") }, { c: link("c") }, {}];
    const fetcher = (async (input: string) => {
      const url = new URL(input, "https://preview.example");
      asked.push(url);
      return new Response(JSON.stringify({ links: pages[Number(url.searchParams.get("page")) - 1] }));
    }) as typeof fetch;
    const links = await fetchAllLinks("/.netlify/functions/preview", PAGE_SEARCH, fetcher);
    expect(links.map((l) => l.uuid)).toEqual(["a", "b", "c"]);
    expect(asked.map((u) => u.pathname)).toEqual(Array(3).fill("/.netlify/functions/preview"));
    expect(asked.map((u) => [...u.searchParams])).toEqual(
      [1, 2, 3].map((page) => [
        ["_storyblok_tk[space_id]", "1"],
        ["_storyblok_tk[timestamp]", "2"],
        ["_storyblok_tk[token]", "abc"],
        ["page", String(page)],
      ]),
    );
  });

  it("fails when a page fails, so the caller can log it and keep the built list", async () => {
    const fetcher = (async () => new Response("nope", { status: 403 })) as unknown as typeof fetch;
    await expect(fetchAllLinks("/.netlify/functions/preview", PAGE_SEARCH, fetcher)).rejects.toThrow("the links page 1 answered 403");
  });
});

describe("builds and the token", () => {
  it("never take a token into the build options, preview or not", () => {
    for (const [args, env] of [
      [["--draft"], { STORYBLOK_TOKEN: "tok-123" }],
      [[], { CONTEXT: "deploy-preview", STORYBLOK_TOKEN: "tok-123", STORYBLOK_PREVIEW_TOKEN: "tok-123" }],
    ] as const) {
      expect(JSON.stringify(parseBuildOptions([...args], { ...env }))).not.toContain("tok-123");
    }
  });

  it("write the built list into the sitemap, with no live-sitemap island, in production and preview builds", async () => {
    const dir = await makeContentDir([
      story({ full_slug: "homepage", content: { component: "page", body: [] } }),
      story({ full_slug: "sitemap", content: { component: "page", body: [{ _uid: "s", component: "sitemap", heading: "All pages" }] } }),
    ]);
    const build = (preview: boolean) =>
      runBuild({ contentDir: dir, outDir: join(dir, "out"), publicDir: join(dir, "public"), preview, minify: false, strict: false }, undefined, { write: false });
    for (const preview of [false, true]) {
      const html = pageHtml(await build(preview), "/sitemap");
      expect(html).not.toContain('data-island="LiveSitemap"');
      expect(html).toContain('<nav aria-label="Sitemap">');
    }
  });
});
