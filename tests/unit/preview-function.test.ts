// The preview function against a fake Storyblok CDN on 127.0.0.1 (the real storyblok-js-client
// in between), with the assets manifest a real build wrote. Edit mode (a valid `_storyblok_tk`
// proof from Storyblok's editor): draft content fetched fresh, the page a preview build writes
// plus the editor script. Everyone else: the published version from the function's cache, no
// hooks, no editor script, no upstream call. Edits are POSTed same-origin as JSON, size-capped.

import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ordinal as ordinalOf } from "../../build/deploy/editor-words";
import { editorQuery } from "../../build/fakes/storyblok-editor-query";
import { ASSETS_MANIFEST_PATH, readAssetsManifest } from "../../build/pipeline/assets/assets-manifest";
import { runBuild } from "../../build/pipeline/run-build";
import { scriptHash } from "../../build/pipeline/write/csp";
import { createLocalContext } from "../../build/serve/functions-context";
import { previewPagePolicy } from "../../functions/lib/preview-answers";
import preview from "../../functions/preview";
import { type FakeStoryblok, type RecordedRequest, startFakeStoryblok } from "../fakes/storyblok-api";
import { directive } from "../helpers/csp-directive";

const SITE = "https://deploy-preview-7--agency.netlify.app";
const TOKEN = "preview-token";
let fake: FakeStoryblok;
let outDir: string;
const saved = JSON.parse(await readFile("content-cache/stories/about.json", "utf8")).story;

// Each test starts after the 10 s in which the one before's reads answer every request again:
// the function's clock (Date only) is moved on, so each test sees its own reads.
// The shift grows with each test, since the real clock is put back after each one: the test files
// share their workers (isolate: false), and a Date left faked here would reach the next file.
let shift = 0;
beforeEach(() => {
  shift += 11_000;
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + shift);
});
afterEach(() => {
  vi.useRealTimers();
});

beforeAll(async () => {
  fake = await startFakeStoryblok("content-cache", { token: TOKEN });
  outDir = await mkdtemp(join(tmpdir(), "preview-build-"));
  await runBuild({ contentDir: "content-cache", outDir, publicDir: "public", preview: true, minify: false, strict: false });
  Object.assign(process.env, { STORYBLOK_PREVIEW_TOKEN: TOKEN, STORYBLOK_ENDPOINT: fake.apiBase, PREVIEW_ASSETS_MANIFEST: join(outDir, ASSETS_MANIFEST_PATH) });
});
afterAll(async () => {
  await fake.close();
  await rm(outDir, { recursive: true, force: true });
});

const editor = (storyId: number | string = saved.id, timestamp?: number) => editorQuery(storyId, { spaceId: fake.spaceId, previewToken: TOKEN }, timestamp);
const nowSeconds = () => Math.floor(Date.now() / 1000);

async function get(path: string, init: RequestInit = {}, deploy = "deploy-preview"): Promise<{ status: number; html: string; headers: Headers }> {
  const request = new Request(`${SITE}${path}`, init);
  const { context } = createLocalContext({ request, ip: "203.0.113.5", requestId: "test", siteUrl: SITE, params: {}, functionName: "preview" });
  const response = await preview(request, { ...context, deploy: { ...context.deploy, context: deploy } });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** An edit as the editor page's script sends it: same origin, JSON; a header given as null is left out. */
const editPost = (body: string, headers: Record<string, string | null> = {}): RequestInit => ({
  method: "POST",
  headers: Object.entries({ origin: SITE, "sec-fetch-site": "same-origin", "content-type": "application/json", ...headers }).filter(
    (entry): entry is [string, string] => entry[1] !== null,
  ),
  body,
});

const upstream = (route: RecordedRequest["route"], from = 0) => fake.requests.slice(from).filter((request) => request.route === route);
const withoutEditorScript = (html: string) =>
  html.replace(/(<meta name="preview-session" content="[^"]+">)?<script type="module" src="\/assets\/preview\/editor-[0-9a-f]+\.js"><\/script>/, "");

/** The policy the preview build wrote into _headers, which Netlify never applies to the function's pages. */
async function builtPolicy(): Promise<string> {
  const headers = await readFile(join(outDir, "_headers"), "utf8");
  return /^ {2}Content-Security-Policy: (.+)$/m.exec(headers)![1]!;
}

describe("preview function in edit mode (a valid proof from Storyblok's editor)", () => {
  it("renders the draft exactly as a preview build writes it, with the editor script", async () => {
    const page = await get(`/about?${editor()}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toMatch(/noindex/);
    expect(page.html).toMatch(/<script type="module" src="\/assets\/preview\/editor-[0-9a-f]+\.js"><\/script>/);
    expect(withoutEditorScript(page.html)).toBe(await readFile(join(outDir, "about.html"), "utf8"));
    expect(page.html).toContain("data-blok-uid=");
  });

  it("names a case study's social card as the build does, by its still's bytes too (their digests from the build's assets manifest)", async () => {
    const slug = "case-studies/aldridge-homes-show-home-tours";
    const page = await get(`/${slug}?${editor(JSON.parse(await readFile(`content-cache/stories/${slug}.json`, "utf8")).story.id)}`);
    const built = await readFile(join(outDir, `${slug}.html`), "utf8");
    const card = /<meta property="og:image" content="[^"]*(\/og\/[^"]+\.jpg)"/.exec(built)?.[1];
    expect(card).toBeDefined();
    expect(page.html).toContain(card);
    expect(withoutEditorScript(page.html)).toBe(built);
  });

  it("asks Storyblok for draft content with the preview token, stories 100 per page", () => {
    const stories = upstream("stories").filter((request) => request.query.version === "draft");
    expect(stories.length).toBeGreaterThan(0);
    expect(stories.every((request) => request.query.per_page === "100" && request.query.token === TOKEN)).toBe(true);
    expect(upstream("links").some((request) => request.query.version === "draft")).toBe(true);
  });

  it("shows a saved draft (same cv: only publishing moves it) at once, and only to the editor", async () => {
    const edited = structuredClone(saved);
    edited.content.body[0].heading = "A heading saved as a draft";
    try {
      fake.saveDraft(edited);
      expect((await get(`/about?${editor()}`)).html).toContain("A heading saved as a draft");
      expect((await get("/about")).html).not.toContain("A heading saved as a draft");
    } finally {
      fake.saveDraft(saved);
    }
  });

  it("makes one load of the draft for 20 concurrent requests, however many arrive, and reuses it for a moment", async () => {
    const single = fake.requests.length;
    await get(`/about?${editor()}`);
    const perLoad = { spaces: upstream("spaces", single).length, stories: upstream("stories", single).length, links: upstream("links", single).length };
    const calls = (from: number) => ({ spaces: upstream("spaces", from).length, stories: upstream("stories", from).length, links: upstream("links", from).length });
    const burst = async () => {
      const pages = await Promise.all(Array.from({ length: 20 }, () => get(`/about?${editor()}`)));
      expect(pages.every((page) => page.status === 200 && page.html.includes("data-blok-uid="))).toBe(true);
    };
    // within ten seconds of a load: none at all
    let before = fake.requests.length;
    await burst();
    expect(calls(before)).toEqual({ spaces: 0, stories: 0, links: 0 });
    // later: one load for all of them
    vi.setSystemTime(Date.now() + 11_000);
    before = fake.requests.length;
    await burst();
    expect(calls(before)).toEqual(perLoad);
    expect(perLoad.spaces).toBe(1);
  });

  it("costs Storyblok at most 5 calls for 50 concurrent loads with one valid proof", async () => {
    const query = editor();
    const before = fake.requests.length;
    const pages = await Promise.all(Array.from({ length: 50 }, () => get(`/about?${query}`)));
    expect(pages.every((page) => page.status === 200 && page.html.includes("data-blok-uid="))).toBe(true);
    expect(fake.requests.length - before).toBeLessThanOrEqual(5);
  });

  it("serves a proof past its 60 calls a minute the draft already loaded, with a notice, asking Storyblok nothing more", async () => {
    const query = editor();
    const before = fake.requests.length;
    // fresh reads (as after a save) until the allowance is spent: 12 of 5 calls each
    for (let read = 0; read < 12; read++) expect((await get(`/about?${query}&_preview_reload=1`)).html).not.toContain("preview-notice");
    expect(fake.requests.length - before).toBe(60);
    const over = await get(`/about?${query}&_preview_reload=1`);
    expect(over.status).toBe(200);
    expect(over.html).toContain("data-blok-uid=");
    expect(over.html).toMatch(/class="preview-notice[^>]*>This editor link has made as many Storyblok requests as it may in a minute/);
    expect(fake.requests.length - before).toBe(60);
    // typing still works, from the draft already loaded
    const typed = structuredClone(saved);
    typed.content.body[0].heading = "Typed past the allowance";
    expect((await get(`/about?${query}`, editPost(JSON.stringify({ story: typed })))).html).toContain("Typed past the allowance");
    expect(fake.requests.length - before).toBe(60);
    // another editor link is not held back
    vi.setSystemTime(Date.now() + 1000);
    expect((await get(`/about?${editor()}&_preview_reload=1`)).html).not.toContain("preview-notice");
  });

  it("bounds a leaked proof whatever story id a request names: 100 reloads, each for another story, cost at most its 60 calls", async () => {
    // another link first: the space's id, read once a process, is no one proof's call
    await get(`/about?${editor(saved.id, nowSeconds() - 5)}`);
    const proof = new URLSearchParams(editor());
    const before = fake.requests.length;
    const pages = [];
    for (let story = 1; story <= 100; story++) {
      proof.set("_storyblok", String(story));
      pages.push(await get(`/about?${proof}&_preview_reload=1`));
    }
    expect(fake.requests.length - before).toBe(60);
    expect(pages.every((page) => page.status === 200 && page.html.includes("data-blok-uid="))).toBe(true);
    expect(pages.filter((page) => page.html.includes("preview-notice"))).toHaveLength(100 - 12);
  }, 180_000);

  it("reads the draft afresh on the bridge's reload after a save (_preview_reload), even within the moment loads are reused", async () => {
    const edited = structuredClone(saved);
    edited.content.body[0].heading = "A heading saved a moment after opening";
    try {
      await get(`/about?${editor()}`);
      fake.saveDraft(edited);
      expect((await get(`/about?${editor()}`)).html).not.toContain("A heading saved a moment after opening");
      expect((await get(`/about?${editor()}&_preview_reload=1`)).html).toContain("A heading saved a moment after opening");
    } finally {
      fake.saveDraft(saved);
    }
  });

  it("renders an unsaved story the editor posts, without saving anything", async () => {
    const edited = structuredClone(saved);
    edited.content.body[0].heading = "A heading typed in the Visual Editor";
    const page = await get(`/about?${editor()}`, editPost(JSON.stringify({ story: edited })));
    expect(page.status).toBe(200);
    expect(page.html).toContain("A heading typed in the Visual Editor");
    expect((await get(`/about?${editor()}`)).html).not.toContain("A heading typed in the Visual Editor");
  });

  it("keeps a block that fails its schema on the page as a selectable placeholder naming the problem, with the build's warning", async () => {
    const edited = structuredClone(saved);
    const editable = `<!--#storyblok#{"name": "large_text", "space": "${fake.spaceId}", "uid": "bad-1", "id": "${saved.id}"}-->`;
    edited.content.body.splice(1, 0, { _uid: "bad-1", component: "large_text", text: 42, _editable: editable });
    edited.content.body.push({ _uid: "bad-2", component: "no_such_block" });
    const page = await get(`/about?${editor()}`, editPost(JSON.stringify({ story: edited })));
    expect(page.status).toBe(200);
    // the panel says it as the editors' email would: held back, the block by its position and name
    expect(page.html).toMatch(/class="preview-warnings[^"]*"[^>]*><p><strong>Published like this, this story would be held back: the live site keeps its last published version/);
    expect(page.html).toContain("In the 2nd block, Large text, the field &quot;Text&quot; is not valid");
    expect(page.html).toContain("The 5th block, No such block, is a kind of block this website cannot show.".replace("5th", `${ordinalOf(edited.content.body.length)}`));
    const placeholder = /<section data-blok-c="[^"]*" data-blok-uid="(\d+-bad-1)" class="invalid-block container"[^>]*>([\s\S]*?)<\/section>/.exec(page.html);
    expect(placeholder?.[1]).toBe(`${saved.id}-bad-1`);
    expect(placeholder?.[2]).toContain("This Large text block cannot be shown</strong> (published like this, the story is held back");
    expect(placeholder?.[2]).toMatch(/content\.body\[1\]\.text: [^<]*the large_text block is left out/);
    // in its place: after the first block, before the second
    const main = page.html.slice(page.html.indexOf("<main"));
    expect(main.indexOf("bad-1")).toBeLessThan(main.indexOf(`-${saved.content.body[1]._uid}"`));
    expect(page.html).toContain("This No such block block cannot be shown");
    // a visitor's page (published content) and every build leave such blocks out: no placeholder markup anywhere else
    expect((await get("/about")).html).not.toContain("invalid-block");
  });

  it("names a misnamed field in the page's problem box, with the field it likely means", async () => {
    const edited = structuredClone(saved);
    const { heading, ...banner } = edited.content.body[0];
    edited.content.body[0] = { ...banner, Heading: heading };
    const page = await get(`/about?${editor()}`, editPost(JSON.stringify({ story: edited })));
    expect(page.status).toBe(200);
    const box = /<aside class="preview-warnings[^"]*"[^>]*>([\s\S]*?)<\/aside>/.exec(page.html)?.[1];
    expect(box).toContain("<li>about › content.body[0].Heading: not a field of inner_banner, so its value is ignored; did you mean &quot;heading&quot;?</li>");
  });

  it("sends exactly the Content Security Policy a preview build writes into _headers", async () => {
    const page = await get(`/about?${editor()}`);
    const sent = page.headers.get("content-security-policy")!;
    expect(sent).toBe(await builtPolicy());
    expect(directive(sent, "frame-ancestors")).toEqual(["'self'", "https://app.storyblok.com"]);
    const scriptSrc = directive(sent, "script-src")!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    // every inline script the page carries is allowed by its hash; the editor script is a same-origin file
    const inline = [...page.html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThan(0);
    for (const text of inline) expect(scriptSrc).toContain(scriptHash(text));
    expect(scriptSrc[0]).toBe("'self'");
    const manifest = readAssetsManifest(await readFile(join(outDir, ASSETS_MANIFEST_PATH), "utf8"));
    expect(previewPagePolicy(manifest)).toBe(await builtPolicy());
  });
});

describe("preview function for everyone else (no proof, or a forged, stale or other space's one)", () => {
  const proofs: Array<[string, () => string]> = [
    ["no proof", () => ""],
    ["only ?_storyblok", () => `_storyblok=${saved.id}`],
    ["a forged token", () => editor().replace(/(_storyblok_tk%5Btoken%5D=)[0-9a-f]+/, "$1da39a3ee5e6b4b0d3255bfef95601890afd80709")],
    ["a stale proof (61 minutes old)", () => editor(saved.id, nowSeconds() - 61 * 60)],
    ["another space's proof", () => editorQuery(saved.id, { spaceId: 1, previewToken: TOKEN })],
  ];

  it.each(proofs)("%s: the published version, no hooks, no editor script, no upstream call once it is cached", async (_name, query) => {
    await get("/about"); // the published version, loaded once
    const before = fake.requests.length;
    const page = await get(`/about?${query()}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toMatch(/noindex/);
    expect(page.html).toContain("Meet the team");
    expect(page.html).not.toContain("data-blok-");
    expect(page.html).not.toContain("/assets/preview/");
    expect(fake.requests.slice(before)).toEqual([]);
  });

  it("loads the published version (version=published) once for 20 concurrent first requests, then never again", async () => {
    const second = await startFakeStoryblok("content-cache", { token: "stranger-token" });
    const first = { STORYBLOK_PREVIEW_TOKEN: process.env.STORYBLOK_PREVIEW_TOKEN, STORYBLOK_ENDPOINT: process.env.STORYBLOK_ENDPOINT };
    try {
      Object.assign(process.env, { STORYBLOK_PREVIEW_TOKEN: "stranger-token", STORYBLOK_ENDPOINT: second.apiBase });
      const cold = await Promise.all(Array.from({ length: 20 }, (_, i) => get(i % 2 ? "/about?_storyblok=x" : "/")));
      expect(cold.every((page) => page.status === 200)).toBe(true);
      // one load: cdn/spaces/me once, each page of stories and links once
      const asked = second.requests.map((request) => `${request.route} ${request.query.version ?? ""} ${request.query.page ?? ""}`);
      expect(asked.filter((request) => request.startsWith("spaces"))).toHaveLength(1);
      expect(new Set(asked).size).toBe(asked.length);
      expect(asked.filter((request) => /^(stories|links) published 1$/.test(request))).toHaveLength(2);
      const afterFill = second.requests.length;
      await Promise.all(Array.from({ length: 20 }, () => get("/contact?_storyblok=1")));
      expect(second.requests.length).toBe(afterFill);
    } finally {
      Object.assign(process.env, first);
      await second.close();
    }
  });

  it("shows what was published, refreshed once an editor's request sees the cv move", async () => {
    const published = structuredClone(saved);
    published.content.body[0].heading = "A heading just published";
    try {
      await get("/about");
      fake.publish(published);
      expect((await get("/about")).html).not.toContain("A heading just published");
      // the bridge's reload after publishing
      expect((await get(`/about?${editor()}&_preview_reload=1`)).html).toContain("A heading just published");
      await expect.poll(async () => (await get("/about")).html, { timeout: 10_000 }).toContain("A heading just published");
    } finally {
      fake.publish(saved);
      await get(`/about?${editor()}&_preview_reload=1`);
      await expect.poll(async () => (await get("/about")).html, { timeout: 10_000 }).not.toContain("A heading just published");
    }
  });

  it("refuses an edit POST without a valid proof, reading nothing", async () => {
    for (const query of ["", `_storyblok=${saved.id}`, editor(saved.id).replace(/token%5D=\w+/, `token%5D=${"0".repeat(40)}`)]) {
      const page = await get(`/about?${query}`, editPost(JSON.stringify({ story: saved })));
      expect(page.status).toBe(403);
      expect(JSON.parse(page.html).error).toMatch(/only inside Storyblok's Visual Editor/);
    }
    // Storyblok's own proof, but two hours old: the editor is told how to get back
    const stale = await get(`/about?${editor(saved.id, nowSeconds() - 7200)}`, editPost(JSON.stringify({ story: saved })));
    expect(stale.status).toBe(403);
    expect(JSON.parse(stale.html).error).toMatch(/session for this story has ended.*reopen the story from Storyblok's content list/);
  });
});

describe("edit POSTs", () => {
  it.each([
    ["a cross-site Origin", { origin: "https://evil.example", "sec-fetch-site": "cross-site" }, 403],
    ["no Origin", { origin: null }, 403],
    ["a same-site but not same-origin request", { "sec-fetch-site": "same-site" }, 403],
    ["a form's content type", { "content-type": "application/x-www-form-urlencoded" }, 415],
    ["text/plain (a CORS-simple request)", { "content-type": "text/plain" }, 415],
  ])("refuses %s with a JSON error", async (_name, headers, status) => {
    const page = await get(`/about?${editor()}`, editPost(JSON.stringify({ story: saved }), headers));
    expect(page.status).toBe(status);
    expect(page.headers.get("content-type")).toMatch(/application\/json/);
    expect(JSON.parse(page.html).error).toEqual(expect.any(String));
  });

  it("stops reading a body past 2 MB (413), without taking in the rest", async () => {
    const chunk = new Uint8Array(64 * 1024).fill(32);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        if (pulled > 60 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const page = await get(`/about?${editor()}`, { ...editPost(""), body, duplex: "half" } as RequestInit);
    expect(page.status).toBe(413);
    expect(JSON.parse(page.html).error).toMatch(/larger than 2 MB/);
    expect(pulled).toBeLessThan(3 * 1024 * 1024);
  });

  it.each([
    ["not JSON", "{story:", /not JSON/],
    ["a story without a uuid", JSON.stringify({ story: { content: {} } }), /no story with a uuid/],
  ])("answers %s with 400 and a JSON error", async (_name, body, error) => {
    const page = await get(`/about?${editor()}`, editPost(body));
    expect(page.status).toBe(400);
    expect(JSON.parse(page.html).error).toMatch(error);
  });

  it("renders each edit, from the site kept between edits with only the edited story replaced, as a build of the edited content writes the page", async () => {
    const read = async (file: string) => JSON.parse(await readFile(`content-cache/stories/${file}.json`, "utf8")).story;
    const [home, caseStudy] = await Promise.all([read("homepage"), read("case-studies/aldridge-homes-show-home-tours")]);
    const typedHome = structuredClone(home);
    typedHome.content.body[0].heading = "A hero typed in the Visual Editor";
    const typedCase = structuredClone(caseStudy);
    typedCase.content.heading = "A case study typed in the Visual Editor";
    typedCase.content.body[0].title = "A banner typed in the Visual Editor";
    const content = await mkdtemp(join(tmpdir(), "preview-edited-content-"));
    const built = await mkdtemp(join(tmpdir(), "preview-edited-build-"));
    try {
      await cp("content-cache", content, { recursive: true });
      await writeFile(join(content, "stories/homepage.json"), JSON.stringify({ story: typedHome }));
      await writeFile(join(content, "stories/case-studies/aldridge-homes-show-home-tours.json"), JSON.stringify({ story: typedCase }));
      await runBuild({ contentDir: content, outDir: built, publicDir: "public", preview: true, minify: false, strict: false });
      const edit = async (path: string, story: { id: number }) => withoutEditorScript((await get(`${path}?${editor(story.id)}`, editPost(JSON.stringify({ story })))).html);
      expect((await get(`/?${editor(home.id)}`)).status).toBe(200); // the site modelled once, as the editor's page load does
      // one edit each, every other story as loaded: the edited one's own page, and a listing that shows another story's edit
      const builtPage = (file: string) => readFile(join(built, file), "utf8");
      const homePage = await edit("/", typedHome);
      expect(homePage).toContain("A hero typed in the Visual Editor");
      expect(homePage).toBe(await builtPage("index.html"));
      const casePage = await edit(`/${caseStudy.full_slug}`, typedCase);
      expect(casePage).toContain("A banner typed in the Visual Editor");
      expect(casePage).toBe(await builtPage(`${caseStudy.full_slug}.html`));
      const listing = await edit("/case-studies/", typedCase);
      expect(listing).toContain("A case study typed in the Visual Editor");
      expect(listing).toBe(await builtPage("case-studies/index.html"));
    } finally {
      await Promise.all([rm(content, { recursive: true, force: true }), rm(built, { recursive: true, force: true })]);
    }
  });

  it("renders an edit at once from the draft already loaded while cdn/spaces/me hangs (the cv is checked behind)", async () => {
    const slow = await startFakeStoryblok("content-cache", { token: "slow-token" });
    const first = { STORYBLOK_PREVIEW_TOKEN: process.env.STORYBLOK_PREVIEW_TOKEN, STORYBLOK_ENDPOINT: process.env.STORYBLOK_ENDPOINT };
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      Object.assign(process.env, { STORYBLOK_PREVIEW_TOKEN: "slow-token", STORYBLOK_ENDPOINT: slow.apiBase });
      const query = editorQuery(saved.id, { spaceId: slow.spaceId, previewToken: "slow-token" });
      expect((await get(`/about?${query}`)).status).toBe(200);
      slow.inject({ route: "spaces", kind: "hang" });
      vi.setSystemTime(Date.now() + 11_000); // past the time its cv answer is reused
      const edited = structuredClone(saved);
      edited.content.body[0].heading = "Typed while Storyblok hangs";
      const page = await get(`/about?${query}`, editPost(JSON.stringify({ story: edited })));
      expect(page.status).toBe(200);
      expect(page.html).toContain("Typed while Storyblok hangs");
      // the check behind the page is under way: asked, not answered
      await expect.poll(() => slow.requests.filter((request) => request.route === "spaces").length).toBe(2);
    } finally {
      Object.assign(process.env, first);
      await slow.close();
      log.mockRestore();
    }
  });
});

describe("the live sitemap's links", () => {
  const links = (query: string, init: RequestInit = {}) => get(`/.netlify/functions/preview?${query}`, init);

  it("come through the function in edit mode: cdn/links, draft, 1000 a page, with the token kept server-side", async () => {
    const before = fake.requests.length;
    const page1 = await links(`${editor()}&page=1`);
    expect(page1.status).toBe(200);
    const body = JSON.parse(page1.html) as { links: Record<string, { uuid: string }> };
    expect(Object.keys(body.links).length).toBeGreaterThan(50);
    expect(page1.html).not.toContain(TOKEN);
    const page2 = JSON.parse((await links(`${editor()}&page=2`)).html) as { links: Record<string, unknown> };
    expect(page2.links).toEqual({});
    expect(upstream("links", before).map((request) => [request.query.page, request.query.per_page, request.query.version, request.query.token])).toEqual([
      ["1", "1000", "draft", TOKEN],
      ["2", "1000", "draft", TOKEN],
    ]);
    // kept per cv: asked again (any proof, later), Storyblok is not
    vi.setSystemTime(Date.now() + 11_000);
    const again = fake.requests.length;
    expect(JSON.parse((await links(`${editor()}&page=1`)).html)).toEqual(body);
    expect(upstream("links", again)).toEqual([]);
  });

  it("share the proof's allowance whatever story id or page a request names, and past it answer 429 with the notice", async () => {
    // another link first: the space's id, read once a process, is no one proof's call
    await links(`${editor(saved.id, nowSeconds() - 5)}&page=1`);
    const proof = new URLSearchParams(editor());
    const before = fake.requests.length;
    const answers = [];
    for (let page = 1; page <= 100; page++) {
      proof.set("_storyblok", String(page));
      answers.push(await links(`${proof}&page=${page}`));
    }
    expect(fake.requests.length - before).toBeLessThanOrEqual(60);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(JSON.parse(refused[0]!.html).error).toMatch(/This editor link has made as many Storyblok requests as it may in a minute/);
  });

  it("are refused (403) without a valid proof, asking Storyblok nothing", async () => {
    const before = fake.requests.length;
    for (const query of ["page=1", `${editor(saved.id, nowSeconds() - 7200)}&page=1`, `${editorQuery(1, { spaceId: 1, previewToken: TOKEN })}&page=1`]) {
      const page = await links(query);
      expect(page.status).toBe(403);
      expect(JSON.parse(page.html).error).toMatch(/only inside Storyblok's Visual Editor/);
    }
    expect(fake.requests.slice(before)).toEqual([]);
  });

  it("answer a bad page number with 400 and the bare function path with 404", async () => {
    expect((await links(`${editor()}&page=0`)).status).toBe(400);
    expect((await links(`${editor()}&page=x`)).status).toBe(400);
    expect((await get("/.netlify/functions/preview")).status).toBe(404);
  });
});

describe("no token in any page", () => {
  it("no preview page, in edit mode or not, and no built file carries the Preview token", async () => {
    const files = await readdir(outDir, { recursive: true, withFileTypes: true });
    const texts = files.filter((entry) => entry.isFile() && /\.(html|js|css|json|txt|xml)$|_headers|_redirects/.test(entry.name));
    expect(texts.length).toBeGreaterThan(100);
    for (const entry of texts) expect(await readFile(join(entry.parentPath, entry.name), "utf8"), entry.name).not.toContain(TOKEN);
    const paths = texts
      .filter((entry) => entry.name.endsWith(".html"))
      .map((entry) => `/${join(entry.parentPath, entry.name).slice(outDir.length + 1)}`.replace(/(index)?\.html$/, ""));
    expect(paths).toContain("/sitemap");
    // edit mode renders all a visitor's page does and more (hooks, the live sitemap, the editor script);
    // asked all at once, the pages share one fresh load of the draft instead of one load each
    const editPages = await Promise.all(paths.map(async (path) => ({ path, html: (await get(`${path}?${editor()}`)).html })));
    for (const { path, html } of editPages) expect(html, path).not.toContain(TOKEN);
    for (const path of ["/sitemap", "/", "/about"]) expect((await get(path)).html, path).not.toContain(TOKEN);
    // the sitemap in edit mode asks the function for its links, not Storyblok
    const sitemap = (await get(`/sitemap?${editor()}`)).html;
    expect(sitemap).toContain("&quot;linksEndpoint&quot;:&quot;/.netlify/functions/preview&quot;");
  });
});

describe("preview function, any request", () => {
  it.each<[string, () => string, RequestInit]>([
    ["GET /about", () => "/about", {}],
    ["GET in edit mode", () => `/about?${editor()}`, {}],
    ["an edit POST", () => `/about?${editor()}`, editPost(JSON.stringify({ story: saved }))],
    ["the links", () => `/.netlify/functions/preview?${editor()}&page=1`, {}],
  ])("answers only 404 on a production deploy: %s", async (_name, path, init) => {
    const before = fake.requests.length;
    const page = await get(path(), init, "production");
    expect(page.status).toBe(404);
    expect(page.html).toBe("Not Found");
    expect(fake.requests.length).toBe(before);
  });

  it("answers an unknown address with the 404 page and status 404", async () => {
    const page = await get(`/no-such-page?${editor()}`);
    expect(page.status).toBe(404);
    expect(withoutEditorScript(page.html)).toBe(await readFile(join(outDir, "404.html"), "utf8"));
  });

  it.each([
    ["rate-limit", 503],
    ["server-error", 502],
  ] as const)("answers Storyblok's %s with a whole error page (%i) and a retry hint", async (kind, status) => {
    fake.inject({ route: "spaces", kind, times: 2 });
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const page = await get(`/about?${editor()}`);
    expect(page.status).toBe(status);
    expect(page.html).toMatch(/Reload this page in a few seconds/);
    // written for the editor reading it; the developer's advice goes to the function log
    expect(page.html).not.toMatch(/npm run|--timeout/);
    expect(log.mock.calls.flat().join(" ")).toMatch(/\[preview\] .*Storyblok/);
    log.mockRestore();
    expect(page.html).not.toContain("site-main");
  });

  it.each(["PUT", "DELETE", "PATCH", "OPTIONS"])("answers %s with 405 and Allow, asking Storyblok nothing", async (method) => {
    const before = fake.requests.length;
    const page = await get("/about", { method, body: method === "PUT" || method === "PATCH" ? "{}" : undefined });
    expect(page.status).toBe(405);
    expect(page.headers.get("allow")).toBe("GET, HEAD, POST");
    expect(fake.requests.length).toBe(before);
  });

  it("answers HEAD as GET, without the body", async () => {
    const page = await get("/about", { method: "HEAD" });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(page.html).toBe("");
  });

  it("sends a no-script policy with its error pages, still framed by the editor only", async () => {
    fake.inject({ route: "spaces", kind: "server-error", times: 2 });
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const page = await get(`/about?${editor()}`);
    log.mockRestore();
    expect(page.status).toBe(502);
    const sent = page.headers.get("content-security-policy")!;
    expect(directive(sent, "default-src")).toEqual(["'none'"]);
    expect(directive(sent, "script-src")).toBeUndefined();
    expect(directive(sent, "frame-ancestors")).toEqual(["'self'", "https://app.storyblok.com"]);
  });

  it("follows a changed token and endpoint (a preview server restarted in the same process)", async () => {
    const second = await startFakeStoryblok("content-cache", { token: "second-token" });
    const first = { STORYBLOK_PREVIEW_TOKEN: process.env.STORYBLOK_PREVIEW_TOKEN, STORYBLOK_ENDPOINT: process.env.STORYBLOK_ENDPOINT };
    try {
      Object.assign(process.env, { STORYBLOK_PREVIEW_TOKEN: "second-token", STORYBLOK_ENDPOINT: second.apiBase });
      const page = await get("/about");
      expect(page.status).toBe(200);
      expect(second.requests.some((request) => request.route === "stories" && request.query.token === "second-token")).toBe(true);
    } finally {
      Object.assign(process.env, first);
      await second.close();
    }
  });

  it("takes the space id from STORYBLOK_SPACE_ID when set, so a proof for another space is refused without asking Storyblok", async () => {
    vi.stubEnv("STORYBLOK_SPACE_ID", "42");
    try {
      await get("/about"); // a new source: its published version, loaded once
      const before = fake.requests.length;
      const page = await get(`/about?${editor()}`);
      expect(page.html).not.toContain("data-blok-");
      expect(fake.requests.slice(before)).toEqual([]);
      expect((await get(`/about?${editorQuery(saved.id, { spaceId: 42, previewToken: TOKEN })}`)).html).toContain("data-blok-");
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
