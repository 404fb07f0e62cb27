import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../build/pipeline/load/load";
import { makeContentDir, story } from "../helpers/content";

describe("loadSite", () => {
  it("validates stories and resolves case study relations by uuid", async () => {
    const dir = await makeContentDir([
      story({ full_slug: "clients/acme", uuid: "c-1", name: "Acme", content: { component: "client" } }),
      story({ full_slug: "sector/saas", uuid: "s-1", name: "SaaS", content: { component: "sector" } }),
      story({
        full_slug: "case-studies/acme-launch",
        name: "Acme launch",
        content: { component: "case_study", date: "2024-03-01 10:00", client: "c-1", sector: ["s-1"], service: "", video_type: [] },
      }),
    ]);
    const { site, warnings } = await loadSite(dir);
    expect(warnings).toEqual([]);
    const [item] = site.listings.caseStudies;
    expect(item).toMatchObject({ name: "Acme launch", year: "2024", client: { name: "Acme", url: "/clients/acme" } });
    expect(item?.sectors.map((s) => s.url)).toEqual(["/sector/saas"]);
  });

  it("leaves out a broken block and an unknown block, naming the story and field path", async () => {
    const dir = await makeContentDir([
      story({
        full_slug: "about",
        content: {
          component: "page",
          body: [
            { _uid: "a", component: "large_text", text: "Kept" },
            { _uid: "b", component: "inner_banner", heading: 42 },
            { _uid: "c", component: "mystery_block" },
          ],
        },
      }),
    ]);
    const { site, warnings } = await loadSite(dir);
    const about = site.stories.find((s) => s.full_slug === "about")!;
    expect("body" in about.content && about.content.body.map((b) => b._uid)).toEqual(["a"]);
    expect(warnings).toEqual([
      expect.objectContaining({ where: "about", path: "content.body[1].heading" }),
      expect.objectContaining({ where: "about", path: "content.body[2]", message: expect.stringContaining('unknown block "mystery_block"') }),
    ]);
  });

  it("validates blocks nested in blockList fields and in rich text", async () => {
    const dir = await makeContentDir([
      story({
        full_slug: "nested",
        content: {
          component: "page",
          body: [
            {
              _uid: "g",
              component: "grid",
              columns: "2",
              items: [
                { _uid: "ok", component: "large_text", text: "fine" },
                { _uid: "bad", component: "spacing_block", spacing_size: "huge" },
              ],
            },
            {
              _uid: "t",
              component: "text_block",
              text: { type: "doc", content: [{ type: "blok", attrs: { id: "x", body: [{ _uid: "r", component: "nope" }] } }] },
            },
          ],
        },
      }),
    ]);
    const { site, warnings } = await loadSite(dir);
    const body = site.stories.find((s) => s.full_slug === "nested")!.content as { body: { items?: unknown[] }[] };
    expect(body.body[0]?.items).toHaveLength(1);
    expect(warnings.map((w) => w.path)).toEqual(["content.body[0].items[1].spacing_size", "content.body[1].text.content[0].attrs.body[0]"]);
  });

  it("drops a bad optional root field but skips a story whose required field is broken", async () => {
    const dir = await makeContentDir([
      story({ full_slug: "ok-page", content: { component: "page", seo: { title: 5 }, body: [] } }),
      story({ full_slug: "case-studies/bad", content: { component: "case_study", date: "yesterday" } }),
    ]);
    const { site, warnings } = await loadSite(dir);
    expect(site.stories.map((s) => s.full_slug)).toContain("ok-page");
    expect(site.stories.map((s) => s.full_slug)).not.toContain("case-studies/bad");
    expect(warnings.find((w) => w.where === "ok-page")?.message).toContain("the field is ignored");
    expect(warnings.find((w) => w.where === "case-studies/bad")).toMatchObject({ path: "content.date" });
  });

  it("skips a story whose full_slug is not a plain path, naming the story and why", async () => {
    const dir = await makeContentDir([
      story({ full_slug: "%2e%2e/%2e%2e/encoded-escape", content: { component: "page", body: [] } }),
      story({ full_slug: "news/.%2E/mixed", content: { component: "page", body: [] } }),
      story({ full_slug: "ok-page", content: { component: "page", body: [] } }),
    ]);
    const { site, warnings } = await loadSite(dir);
    expect(site.stories.map((s) => s.full_slug)).toEqual(expect.arrayContaining(["ok-page"]));
    expect(site.stories.map((s) => s.full_slug).filter((slug) => slug.includes("%"))).toEqual([]);
    expect(warnings).toEqual([
      {
        where: "%2e%2e/%2e%2e/encoded-escape",
        path: "full_slug",
        message: 'not a plain path: the part "%2e%2e" is ".." written with percent escapes, which browsers and Netlify decode; rename the slug in Storyblok; the story is skipped',
      },
      {
        where: "news/.%2E/mixed",
        path: "full_slug",
        message: 'not a plain path: the part ".%2E" is ".." written with percent escapes, which browsers and Netlify decode; rename the slug in Storyblok; the story is skipped',
      },
    ]);
  });

  it("reports invalid page and site-wide JSON-LD in the schemas field", async () => {
    const dir = await makeContentDir([
      story({ full_slug: "team", content: { component: "page", body: [], schemas: '<script>{"name": "no type"}</script>' } }),
      story({ full_slug: "fine", content: { component: "page", body: [], schemas: '{"@context": "https://schema.org", "@type": "WebPage"}' } }),
    ]);
    const { warnings } = await loadSite(dir);
    expect(warnings).toEqual([expect.objectContaining({ where: "team", path: "content.schemas", message: expect.stringContaining("no @context or @type") })]);
  });

  it("reports a dangling relation instead of failing", async () => {
    const dir = await makeContentDir([story({ full_slug: "case-studies/x", content: { component: "case_study", date: "2024-01-01", client: "missing", sector: ["gone"] } })]);
    const { site, warnings } = await loadSite(dir);
    expect(site.listings.caseStudies[0]?.client).toBeNull();
    expect(warnings.map((w) => `${w.where} ${w.path}`)).toEqual(["case-studies/x content.client", "case-studies/x content.sector[0]"]);
  });

  it("builds on with stand-ins when the settings, header or footer story is there but broken, naming each field", async () => {
    const dir = await makeContentDir([]);
    const broken = { settings: { site_name: 42 }, header: { links: "not a list", component: "heading" }, footer: { component: 7 } };
    for (const [slug, content] of Object.entries(broken)) {
      const file = join(dir, "stories", `${slug}.json`);
      const json = JSON.parse(await readFile(file, "utf8")) as { story: { content: Record<string, unknown> } };
      Object.assign(json.story.content, content);
      await writeFile(file, JSON.stringify(json));
    }
    const { site, warnings } = await loadSite(dir);
    expect(site.settings.site_name).toBe("Site");
    expect(site.header.links).toEqual([]);
    expect(warnings.map((w) => `${w.where} ${w.path}: ${w.message}`)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^settings content\.site_name: .*the story is skipped$/),
        expect.stringMatching(/^settings content: the settings story could not be used, so the site is built with a stand-in site name/),
        expect.stringMatching(/^header content\.component: unknown content type "heading"; the story is skipped$/),
        "header content: the header story could not be used, so the site is built with an empty menu",
        "footer content: the footer story could not be used, so the site is built with an empty footer",
      ]),
    );
  });

  it("fails with a clear message when the cache has no settings story", async () => {
    const dir = await makeContentDir([story({ full_slug: "homepage", content: { component: "page" } })], { withBase: false });
    await expect(loadSite(dir)).rejects.toThrow(/no valid "settings" story/);
  });

  it("fails with a clear message when the folder is not a content cache", async () => {
    await expect(loadSite("/nonexistent-cache")).rejects.toThrow(/space\.json is missing/);
  });
});
