import { describe, expect, it } from "vitest";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

const seoPage = story({
  full_slug: "about",
  name: "About",
  content: {
    component: "page",
    seo: { title: "About the studio", description: "Who we are", og_title: "", og_description: "", og_image: "" },
    body: [{ _uid: "b", component: "inner_banner", heading: 'About <us> & "friends"' }],
  },
});

describe("renderRoute", () => {
  it("writes the document head from the story's SEO fields", async () => {
    const html = pageHtml(await buildInMemory(await makeContentDir([seoPage])), "/about");
    expect(html.startsWith('<!DOCTYPE html><html lang="en-GB">')).toBe(true);
    expect(html).toContain("<title>About the studio</title>");
    expect(html).toContain('<meta name="description" content="Who we are"/>');
    expect(html).toContain('<link rel="canonical" href="https://www.example.test/about"/>');
    expect(html).toContain('<meta property="og:title" content="About the studio"/>');
    expect(html).not.toContain('name="robots"');
  });

  it("falls back to the story name and site name when SEO fields are empty", async () => {
    const html = pageHtml(await buildInMemory(await makeContentDir([story({ full_slug: "team", name: "Our team", content: { component: "page" } })])), "/team");
    expect(html).toContain("<title>Our team | Test Films</title>");
    expect(html).toContain('<meta name="description" content="Test Films: business video production."/>');
  });

  it("escapes everything from the CMS", async () => {
    const html = pageHtml(await buildInMemory(await makeContentDir([seoPage])), "/about");
    expect(html).toContain("About &lt;us&gt; &amp; &quot;friends&quot;");
    expect(html).not.toContain("<us>");
  });

  it("adds noindex for prevent_indexing and for every page of a preview build", async () => {
    const dir = await makeContentDir([seoPage, story({ full_slug: "privacy", content: { component: "page", prevent_indexing: true } })]);
    expect(pageHtml(await buildInMemory(dir), "/privacy")).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(pageHtml(await buildInMemory(dir, { preview: true }), "/about")).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it("links the one hashed stylesheet and inlines no script on a page without islands", async () => {
    const html = pageHtml(await buildInMemory(await makeContentDir([seoPage])), "/about");
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/site-[0-9a-f]{10}\.css"\/>/);
    // structured data only, which runs nothing
    expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/);
  });

  it("loads the page's first, largest image first and every later one lazily", async () => {
    const image = (name: string) => ({ _uid: name, component: "image_block", image: { filename: `https://a.storyblok.com/f/1/1600x900/abc/${name}.jpg`, alt: name } });
    const spacer = (uid: string) => ({ _uid: uid, component: "spacing_block" });
    const dir = await makeContentDir([
      story({ full_slug: "opening", content: { component: "page", body: [spacer("s"), image("first"), image("second")] } }),
      story({ full_slug: "deep", content: { component: "page", body: [spacer("a"), spacer("b"), spacer("c"), image("below")] } }),
    ]);
    const result = await buildInMemory(dir);
    const loading = (url: string, alt: string) => new RegExp(`alt="${alt}" loading="(\\w+)"`).exec(pageHtml(result, url))?.[1];
    expect(loading("/opening", "first")).toBe("eager");
    expect(pageHtml(result, "/opening")).toMatch(/alt="first" loading="eager" decoding="sync" fetchPriority="high"/);
    expect(loading("/opening", "second")).toBe("lazy");
    expect(loading("/deep", "below")).toBe("lazy");
  });
});
