// The preview sitemap's live links: paging through cdn/links, and the token
// reaching the page only in a preview build that has one.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseBuildOptions } from "../../build/options";
import { runBuild } from "../../build/pipeline";
import { fetchAllLinks } from "../../src/lib/live-links";
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
  it("asks for 1000 links a page, page after page, until a page comes back empty", async () => {
    const asked: URL[] = [];
    const pages = [{ a: link("a"), b: link("b") }, { c: link("c") }, {}];
    const fetcher = (async (input: string) => {
      const url = new URL(input);
      asked.push(url);
      return new Response(JSON.stringify({ links: pages[Number(url.searchParams.get("page")) - 1] }));
    }) as typeof fetch;
    const links = await fetchAllLinks("https://api.example.test/v2", "preview-token", fetcher);
    expect(links.map((l) => l.uuid)).toEqual(["a", "b", "c"]);
    expect(asked.map((u) => [u.pathname, u.searchParams.get("page"), u.searchParams.get("per_page"), u.searchParams.get("token")])).toEqual([
      ["/v2/cdn/links", "1", "1000", "preview-token"],
      ["/v2/cdn/links", "2", "1000", "preview-token"],
      ["/v2/cdn/links", "3", "1000", "preview-token"],
    ]);
  });

  it("fails when a page fails, so the caller can log it and keep the built list", async () => {
    const fetcher = (async () => new Response("nope", { status: 401 })) as unknown as typeof fetch;
    await expect(fetchAllLinks("https://api.example.test/v2", "t", fetcher)).rejects.toThrow("cdn/links page 1 answered 401");
  });
});

describe("storyblokPreview build option", () => {
  it("is set from STORYBLOK_TOKEN only for a preview build", () => {
    expect(parseBuildOptions(["--draft"], { STORYBLOK_TOKEN: "tok" })).toMatchObject({ storyblokPreview: { token: "tok", apiBase: "https://api.storyblok.com/v2" } });
    expect(parseBuildOptions([], { CONTEXT: "deploy-preview", STORYBLOK_TOKEN: "tok", STORYBLOK_REGION: "us" })).toMatchObject({
      storyblokPreview: { apiBase: "https://api-us.storyblok.com/v2" },
    });
    expect(parseBuildOptions([], { STORYBLOK_TOKEN: "tok" })).not.toHaveProperty("storyblokPreview");
    expect(parseBuildOptions(["--draft"], {})).not.toHaveProperty("storyblokPreview");
  });

  it("puts the live sitemap island and its token on the page in preview only", async () => {
    const dir = await makeContentDir([
      story({ full_slug: "homepage", content: { component: "page", body: [] } }),
      story({ full_slug: "sitemap", content: { component: "page", body: [{ _uid: "s", component: "sitemap", heading: "All pages" }] } }),
    ]);
    const build = (preview: boolean) =>
      runBuild(
        {
          contentDir: dir,
          outDir: join(dir, "out"),
          publicDir: join(dir, "public"),
          preview,
          minify: false,
          strict: false,
          storyblokPreview: { token: "preview-token-123", apiBase: "https://api.example.test/v2" },
        },
        undefined,
        { write: false },
      );
    const production = pageHtml(await build(false), "/sitemap");
    expect(production).not.toContain("preview-token-123");
    expect(production).not.toContain('data-island="LiveSitemap"');
    expect(production).toContain('<nav aria-label="Sitemap">');
    const preview = pageHtml(await build(true), "/sitemap");
    expect(preview).toContain('data-island="LiveSitemap"');
    expect(preview).toContain("preview-token-123");
    // the pre-built list is the island's first render, so it works before (and without) the script
    expect(preview).toContain('<nav aria-label="Sitemap">');
  });
});
