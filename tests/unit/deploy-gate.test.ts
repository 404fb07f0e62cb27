// A production deploy stops when content would ship broken: a page the content
// defines that was not built, and internal links or anchors to pages or ids that
// will not exist. Each message names the story or page, the field, who links to
// it, and how to fix it; a healthy site passes.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { deployBlockers, deployRecord } from "../../build/deploy/deploy-gate";
import type { DeployRecord } from "../../build/deploy/deploy-record";
import { runBuild } from "../../build/pipeline/run-build";
import { makeContentDir, story } from "../helpers/content";

const linkTo = (href: string, label: string) => ({
  type: "paragraph",
  content: [{ type: "text", text: label, marks: [{ type: "link", attrs: { href, linktype: "url" } }] }],
});

async function gateInput(stories: Record<string, unknown>[], breakFile?: string, previous: DeployRecord | null = null) {
  const dir = await makeContentDir(stories);
  if (breakFile) await writeFile(join(dir, "stories", breakFile), '{"story": ');
  const outDir = join(dir, "out");
  const result = await runBuild({ contentDir: dir, outDir, publicDir: join(dir, "public"), preview: false, minify: false, strict: false });
  const links = Object.values((JSON.parse(await readFile(join(dir, "links.json"), "utf8")) as { links: Record<string, never> }).links);
  const pages = result.pages.map((p) => ({ url: p.route.url, story: p.route.story.full_slug, reads: p.reads }));
  return { warnings: result.warnings, links, routes: result.routes.map((r) => r.url), redirectsFrom: result.redirects.map((r) => r.from), outDir, pages, previous };
}

async function gate(stories: Record<string, unknown>[], breakFile?: string, previous: DeployRecord | null = null) {
  return deployBlockers(await gateInput(stories, breakFile, previous));
}

const page = (full_slug: string, paragraphs: unknown[] = []) =>
  story({ full_slug, content: { component: "page", body: [{ _uid: "t", component: "text_block", text: { type: "doc", content: paragraphs } }] } });

describe("deployBlockers", () => {
  it("passes a site whose pages and links all exist", async () => {
    expect(await gate([page("about", [linkTo("/team", "Team")]), page("team")])).toEqual([]);
  });

  it("names an unreadable story file, the route it loses and every page linking to it", async () => {
    const problems = await gate([page("about", [linkTo("/team", "Team")]), page("contact", [linkTo("/team/", "Our team")]), page("team")], "team.json");
    expect(problems).toEqual([
      expect.stringMatching(/^stories\/team\.json › \(file\): not valid JSON .*the file is skipped\. Its page would disappear .*fix the field/),
      "team: the story is in links.json but no page was built for /team (a route was lost); check its content type and slug.",
      expect.stringMatching(/a link points at the page \/team, which will not exist; linked from \/about, \/contact\. Point the link/),
    ]);
  });

  it("names a story whose required field is broken, with the field path", async () => {
    const broken = story({ full_slug: "old-offer", content: { component: "redirect", destination: 12 } });
    const problems = await gate([broken]);
    expect(problems.some((p) => p.startsWith("old-offer › content.destination:") && p.includes("the story is skipped"))).toBe(true);
  });

  it("stops a story whose slug is not a plain path: no page is written for it and the sitemap does not list it", async () => {
    const input = await gateInput([page("%2e%2e/%2e%2e/encoded-escape"), page("about")]);
    const sitemap = await readFile(join(input.outDir, "sitemap.xml"), "utf8");
    expect(sitemap).toContain("<loc>https://www.example.test/about</loc>");
    expect(sitemap).not.toContain("encoded-escape");
    expect((await readdir(input.outDir, { recursive: true })).filter((file) => file.includes("encoded-escape"))).toEqual([]);
    expect(await deployBlockers(input)).toEqual([
      '%2e%2e/%2e%2e/encoded-escape › full_slug: not a plain path: the part "%2e%2e" is ".." written with percent escapes, which browsers and Netlify decode; rename the slug in Storyblok; the story is skipped. Its page would disappear from the live site: fix the field in Storyblok (or the cache file) and publish again.',
    ]);
  });

  it("names a route lost even without a warning, and an anchor missing on its page", async () => {
    const problems = await gate([page("about", [linkTo("/team#founders", "Founders")]), page("team")]);
    expect(problems).toEqual([expect.stringContaining("the anchor #founders on /team, which will not exist; linked from /about")]);
  });
});

describe("deployBlockers against the content", () => {
  const links = (n: number) => Array.from({ length: n }, (_, i) => linkTo(`/p${i}`, `Page ${i}`));
  const pages = (n: number) => Array.from({ length: n }, (_, i) => page(`p${i}`));
  const hub = (content: Record<string, unknown>) => story({ full_slug: "hub", uuid: "hub-uuid", content: { component: "page", ...content } });
  const healthyHub = () => hub({ body: [{ _uid: "t", component: "text_block", text: { type: "doc", content: links(8) } }] });
  const brokenHub = () =>
    hub({
      body: [
        { _uid: "b", component: "inner_banner", heading: 42 },
        { _uid: "t", component: "text_block", text: 42 },
      ],
    });

  it("stops a deploy in which a page loses a block to a content fault, naming story and field", async () => {
    const problems = await gate([brokenHub()]);
    expect(problems).toEqual([
      expect.stringMatching(/^hub › content\.body\[0\]\.heading: .*the inner_banner block is left out\. Its page would lose that block/),
      expect.stringMatching(/^hub › content\.body\[1\]\.text: .*the text_block block is left out\./),
    ]);
  });

  it("stops a deploy in which a listing lost most of its items, or a page the last deploy had is gone, to content faults", async () => {
    const before = await gateInput([healthyHub(), ...pages(8)]);
    expect(await deployBlockers(before)).toEqual([]);
    const record = await deployRecord(before);
    expect(record.pages["/hub"]).toEqual({ story: "hub", reads: [], mainLinks: 8 });
    // a page derived from the hub (as /case-studies/service/* are from case-studies/) in the last deploy
    record.pages["/hub/variant"] = { story: "hub", reads: [], mainLinks: 3 };
    const problems = await gate([brokenHub(), ...pages(8)], undefined, record);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^\/hub \(made from hub\) had 8 links to the site's pages in its main content at the last production deploy and would have 0: a listing lost most of its items\. Content faults on what it is made from: hub › content\.body\[0\]\.heading/,
        ),
        expect.stringMatching(/^\/hub\/variant \(made from hub\) was live after the last production deploy and would disappear, though its story is still published\./),
      ]),
    );
  });

  it("lets an editor's own change through: pages removed in the CMS, or fewer items with no content fault", async () => {
    const before = await gateInput([healthyHub(), ...pages(8)]);
    const record = await deployRecord(before);
    const fewer = hub({ body: [{ _uid: "t", component: "text_block", text: { type: "doc", content: links(2) } }] });
    expect(await gate([fewer, ...pages(2)], undefined, record)).toEqual([]);
  });
});

describe("silent content losses", () => {
  it("warn, naming story and field: no body, an image alt that is a number, a related-articles block with nothing to show", async () => {
    const { warnings } = await gateInput([
      story({ full_slug: "bare", content: { component: "page" } }),
      story({
        full_slug: "pictured",
        content: { component: "page", page_image: { filename: "https://a.storyblok.com/f/1/1x1/a/x.jpg", alt: 5 }, body: [{ _uid: "r", component: "related_insights" }] },
      }),
    ]);
    expect(warnings.map((w) => `${w.where} ${w.path}`)).toEqual(
      expect.arrayContaining(["bare content.body", "pictured content.page_image.alt", "pictured content.body[0].articles"]),
    );
  });
});
