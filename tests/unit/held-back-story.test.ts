// A broken story is held back, not the site: npm run build:netlify as Netlify runs it in the
// production context, over a content folder that changes between deploys as a fetch after each
// publish changes it, with the deploy record (and the copies of the stories it keeps) of the last.
// One chain, since each build costs seconds of both cores:
// 1. a good first deploy;
// 2. an unknown block in one story and another story's heading change, published together: the
//    heading goes live, the broken story's page keeps the first deploy's bytes, the log names it;
// 3. that story fixed and a never-live story with an unknown block added: the fix goes live, the
//    new story stays unpublished (the link to it is its text);
// 4. a broken settings story still stops the deploy.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeContentDir, story } from "../helpers/content";

let dir: string;
const withBody = (blocks: unknown[]) => (content: Record<string, unknown>) => ({ ...content, body: [...(content.body as unknown[]), ...blocks] });
const SPACE_ID = 318794;
const banner = (uid: string, heading: string) => ({ _uid: uid, component: "inner_banner", heading });
const storyLink = (uuid: string, text: string) => ({
  type: "paragraph",
  content: [{ type: "text", text, marks: [{ type: "link", attrs: { href: "", uuid, linktype: "story" } }] }],
});

const eventVideo = story({ full_slug: "services/event-video", name: "Event video", content: { component: "page", body: [banner("ev", "Event video")] } });
const about = story({ full_slug: "about", name: "About us", content: { component: "page", body: [banner("ab", "About Northlight")] } });
const newFilm = story({ full_slug: "services/new-film", name: "New film", content: { component: "page", body: [banner("nf", "New film")] } });
const contact = story({
  full_slug: "contact",
  name: "Contact",
  content: { component: "page", body: [{ _uid: "t", component: "text_block", text: { type: "doc", content: [storyLink(String(about.uuid), "About us")] } }] },
});
const linkToNewFilm = withBody([{ _uid: "n", component: "text_block", text: { type: "doc", content: [storyLink(String(newFilm.uuid), "Our new film service")] } }]);

beforeAll(async () => {
  dir = await makeContentDir([eventVideo, about, contact]);
  await writeFile(join(dir, "space.json"), JSON.stringify({ id: SPACE_ID, cv: 1, version: "published", fetched_at: "2025-01-01T00:00:00.000Z" }));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** As a fetch after a publish writes it: the story file, and links.json listing it. */
async function publish(s: Record<string, unknown>, edit: (content: Record<string, unknown>) => Record<string, unknown> = (c) => c) {
  const published = { ...s, content: edit(structuredClone(s.content as Record<string, unknown>)) };
  await writeFile(join(dir, "stories", `${s.full_slug}.json`), JSON.stringify({ story: published }));
  const linksFile = join(dir, "links.json");
  const links = JSON.parse(await readFile(linksFile, "utf8"));
  links.links[String(s.uuid)] = {
    id: s.id,
    uuid: s.uuid,
    slug: s.full_slug,
    parent_id: null,
    name: s.name,
    is_folder: false,
    published: true,
    is_startpage: false,
    position: 0,
    real_path: `/${s.full_slug}`,
  };
  await writeFile(linksFile, JSON.stringify(links));
}

const unknownBlocks = withBody([banner("b2", "Second"), banner("b3", "Third"), { _uid: "x", component: "event_video_embed", video_url: "https://example.test/v" }]);

function deploy(): Promise<{ code: number; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, CONTEXT: "production", DEPLOY_RECORD: join(dir, "record", "last-production.json") };
  delete env.STORYBLOK_TOKEN;
  delete env.PREVIEW_RENDERER;
  delete env.DEPLOY_ID;
  const args = ["run", "--silent", "build:netlify", "--", "--content", dir, "--out", join(dir, "out"), "--report", join(dir, "report.json")];
  return new Promise((done) => {
    const child = spawn("npm", args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => done({ code: code ?? 1, output }));
  });
}

const page = (path: string) => readFile(join(dir, "out", `${path}.html`));
const record = async () => JSON.parse(await readFile(join(dir, "record", "last-production.json"), "utf8"));

describe("a production deploy with one broken story", () => {
  it("holds that story back, puts the other change live, and lets the story's next good publish go live", async () => {
    const first = await deploy();
    expect(first.code, first.output).toBe(0);
    const eventVideoLive = await page("services/event-video");

    await publish(eventVideo, unknownBlocks);
    await publish(about, () => ({ component: "page", body: [banner("ab", "About Northlight, revised")] }));
    const second = await deploy();
    expect(second.code, second.output).toBe(0);
    expect(second.output).toMatch(
      /Held back: Event video \(services\/event-video\): the live site keeps its pages as the last deploy had them\. The 4th block, Event video embed, is a kind of block this website cannot show\./,
    );
    expect((await page("about")).toString()).toContain("About Northlight, revised");
    expect((await page("services/event-video")).equals(eventVideoLive)).toBe(true);
    expect((await record()).heldBack).toEqual([{ slug: "services/event-video", name: "Event video", live: true }]);

    await publish(eventVideo, () => ({ component: "page", body: [banner("ev", "Event video, fixed")] }));
    await publish(newFilm, unknownBlocks);
    await publish(contact, linkToNewFilm);
    const third = await deploy();
    expect(third.code, third.output).toBe(0);
    expect(third.output).toContain("No longer held back: Event video (services/event-video) is live as published.");
    expect((await page("services/event-video")).toString()).toContain("Event video, fixed");
    expect(third.output).toMatch(/Held back: New film \(services\/new-film\): it was never live, so it stays unpublished\. The 4th block, Event video embed/);
    expect(existsSync(join(dir, "out", "services", "new-film.html"))).toBe(false);
    const contactPage = (await page("contact")).toString();
    expect(contactPage).toContain("Our new film service");
    expect(contactPage).not.toContain('href="/services/new-film"');
    expect((await record()).heldBack).toEqual([{ slug: "services/new-film", name: "New film", live: false }]);
  }, 420_000);

  it("still stops the deploy for a broken settings story, which is on every page", async () => {
    const settings = JSON.parse(await readFile(join(dir, "stories", "settings.json"), "utf8"));
    settings.story.content.site_name = 42;
    await writeFile(join(dir, "stories", "settings.json"), JSON.stringify(settings));
    const stopped = await deploy();
    expect(stopped.code, stopped.output).toBe(1);
    expect(stopped.output).toMatch(/The production deploy is stopped, so the live site keeps its last good version\. \d+ problems?:/);
    expect(stopped.output).not.toMatch(/Held back: settings/);
  }, 180_000);
});
