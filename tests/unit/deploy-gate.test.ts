// A production deploy stops when content would ship broken: a page the content
// defines that was not built, and internal links or anchors to pages or ids that
// will not exist. Each message names the story or page, the field, who links to
// it, and how to fix it; a healthy site passes.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { deployBlockers } from "../../build/deploy-gate";
import { runBuild } from "../../build/pipeline";
import { makeContentDir, story } from "../helpers/content";

const linkTo = (href: string, label: string) => ({
  type: "paragraph",
  content: [{ type: "text", text: label, marks: [{ type: "link", attrs: { href, linktype: "url" } }] }],
});

async function gate(stories: Record<string, unknown>[], breakFile?: string) {
  const dir = await makeContentDir(stories);
  if (breakFile) await writeFile(join(dir, "stories", breakFile), '{"story": ');
  const outDir = join(dir, "out");
  const result = await runBuild({ contentDir: dir, outDir, publicDir: join(dir, "public"), preview: false, minify: false, strict: false });
  const links = Object.values((JSON.parse(await readFile(join(dir, "links.json"), "utf8")) as { links: Record<string, never> }).links);
  return deployBlockers({ warnings: result.warnings, links, routes: result.routes.map((r) => r.url), redirectsFrom: result.redirects.map((r) => r.from), outDir });
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

  it("names a route lost even without a warning, and an anchor missing on its page", async () => {
    const problems = await gate([page("about", [linkTo("/team#founders", "Founders")]), page("team")]);
    expect(problems).toEqual([expect.stringContaining("the anchor #founders on /team, which will not exist; linked from /about")]);
  });
});
