// An editor's removal goes live: a page linking to a story the editors unpublished or deleted is
// built with the link taken out (its text kept) and a warning naming both stories, and the
// production gate lets it through; a link to a story no production deploy ever had still stops it.
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { deployBlockers, deployRecord, type GateInput } from "../../build/deploy/deploy-gate";
import { runBuild } from "../../build/pipeline/run-build";
import { resolveLink } from "../../src/content/links";
import type { LoadedStory } from "../../src/content/site";
import type { LinkEntry } from "../../src/content/story";
import { makeContentDir, story } from "../helpers/content";

const storyLink = (uuid: string, href: string, label: string) => ({
  type: "paragraph",
  content: [{ type: "text", text: label, marks: [{ type: "link", attrs: { href, uuid, linktype: "story" } }] }],
});
const page = (full_slug: string, uuid: string, paragraphs: unknown[] = []) =>
  story({ full_slug, uuid, content: { component: "page", body: [{ _uid: "t", component: "text_block", text: { type: "doc", content: paragraphs } }] } });

/** A site where /about links to /team, built for production: its gate input, and the folder to change. */
async function site() {
  const dir = await makeContentDir([page("about", "about-uuid", [storyLink("team-uuid", "/team", "Meet our team")]), page("team", "team-uuid")]);
  return { dir, build: () => gateInput(dir) };
}

async function gateInput(dir: string): Promise<GateInput & { html: (file: string) => Promise<string> }> {
  const outDir = join(dir, "out");
  const result = await runBuild({ contentDir: dir, outDir, publicDir: join(dir, "public"), preview: false, minify: false, strict: false });
  const links = Object.values((JSON.parse(await readFile(join(dir, "links.json"), "utf8")) as { links: Record<string, never> }).links);
  const pages = result.pages.map((p) => ({ url: p.route.url, story: p.route.story.full_slug, uuid: p.route.story.uuid, reads: p.reads }));
  const input = { warnings: result.warnings, links, routes: result.routes.map((r) => r.url), redirectsFrom: result.redirects.map((r) => r.from), outDir, pages };
  return { ...input, html: (file: string) => readFile(join(outDir, file), "utf8") };
}

/** As a fetch after the editors' change writes it: the story file gone, its links entry unpublished or gone. */
async function withdraw(dir: string, uuid: string, how: "unpublished" | "deleted") {
  const file = join(dir, "links.json");
  const { links } = JSON.parse(await readFile(file, "utf8")) as { links: Record<string, Record<string, unknown>> };
  await rm(join(dir, "stories", `${links[uuid]!.slug}.json`));
  if (how === "deleted") delete links[uuid];
  else links[uuid] = { ...links[uuid], published: false };
  await writeFile(file, JSON.stringify({ links }));
}

describe("a link to a story the editors removed", () => {
  it.each(["unpublished", "deleted"] as const)("is taken out when the story is %s, its text kept, with a warning naming both stories; the deploy goes ahead", async (how) => {
    const { dir, build } = await site();
    const before = await build();
    expect(await before.html("about.html")).toContain('href="/team"');
    const previous = await deployRecord(before);
    await withdraw(dir, "team-uuid", how);
    const after = await build();
    const about = await after.html("about.html");
    expect(about).toContain("Meet our team");
    expect(about).not.toContain('href="/team"');
    expect(after.warnings).toContainEqual({
      where: "about",
      path: expect.stringMatching(/^content\.body\[0\]\.text/),
      message: `the story it links to, team (/team, uuid team-uuid), ${how === "deleted" ? "was deleted" : "is unpublished"} in Storyblok, so the link is taken out; the text is shown without a link`,
    });
    expect(await deployBlockers({ ...after, previous })).toEqual([]);
  });

  it("lets a story unpublished in one deploy and deleted in the next go, as the record remembers every story deployed", async () => {
    const { dir, build } = await site();
    const first = await deployRecord(await build());
    await withdraw(dir, "team-uuid", "unpublished");
    const unpublished = await build();
    const second = await deployRecord({ ...unpublished, previous: first });
    expect(second.pages["/team"]).toBeUndefined();
    await writeFile(join(dir, "links.json"), JSON.stringify({ links: Object.fromEntries(unpublished.links.filter((l) => l.uuid !== "team-uuid").map((l) => [l.uuid, l])) }));
    expect(await deployBlockers({ ...(await build()), previous: second })).toEqual([]);
  });

  it("stops the deploy when the deleted story was never in a production deploy: a link to a page no story ever had", async () => {
    const { dir, build } = await site();
    const previous = await deployRecord(await build());
    delete previous.pages["/team"];
    previous.deployedStories = previous.deployedStories?.filter((uuid) => uuid !== "team-uuid");
    await withdraw(dir, "team-uuid", "deleted");
    expect(await deployBlockers({ ...(await build()), previous })).toEqual([
      expect.stringMatching(/^about › content\.body\[0\]\.text.*: links to a story that no production deploy ever had \(uuid team-uuid\)\. Point the link at a published story/),
    ]);
  });

  it("keeps a link whose uuid is unknown but whose address is a live story's, as before", () => {
    const about = { full_slug: "about", uuid: "about-uuid" } as LoadedStory;
    const site = { storyByUuid: new Map(), storyBySlug: new Map([["about", about]]), links: [] as LinkEntry[] };
    const link = { id: "old-uuid", url: "", cached_url: "about", linktype: "story", fieldtype: "multilink" } as const;
    expect(resolveLink(link, site)).toMatchObject({ ok: true, href: "/about" });
  });
});
