// The preview function against a fake Storyblok CDN on 127.0.0.1 (the real storyblok-js-client
// in between), with the assets manifest a real build wrote: same page as a preview build of the
// same content, 404 for unknown addresses, whole error pages when Storyblok fails.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ASSETS_MANIFEST_PATH, readAssetsManifest } from "../../build/assets-manifest";
import { scriptHash } from "../../build/csp";
import { createLocalContext } from "../../build/functions-context";
import { runBuild } from "../../build/pipeline";
import { createDraftSource, DRAFT_REUSE_MS, draftOptions } from "../../functions/lib/draft-content";
import { previewPagePolicy } from "../../functions/lib/preview-answers";
import preview from "../../functions/preview";
import { type FakeStoryblok, startFakeStoryblok } from "../fakes/storyblok-api";
import { directive } from "../helpers/csp-directive";

const SITE = "https://deploy-preview-7--agency.netlify.app";
let fake: FakeStoryblok;
let outDir: string;

beforeAll(async () => {
  fake = await startFakeStoryblok("content-cache", { token: "preview-token" });
  outDir = await mkdtemp(join(tmpdir(), "preview-build-"));
  await runBuild({ contentDir: "content-cache", outDir, publicDir: "public", preview: true, minify: false, strict: false });
  Object.assign(process.env, { STORYBLOK_PREVIEW_TOKEN: "preview-token", STORYBLOK_ENDPOINT: fake.apiBase, PREVIEW_ASSETS_MANIFEST: join(outDir, ASSETS_MANIFEST_PATH) });
});
afterAll(async () => {
  await fake.close();
  await rm(outDir, { recursive: true, force: true });
});

async function get(path: string, init: RequestInit = {}): Promise<{ status: number; html: string; headers: Headers }> {
  const request = new Request(`${SITE}${path}`, init);
  const { context } = createLocalContext({ request, ip: "203.0.113.5", requestId: "test", siteUrl: SITE, params: {}, functionName: "preview" });
  const response = await preview(request, context);
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** The policy the preview build wrote into _headers, which Netlify never applies to the function's pages. */
async function builtPolicy(): Promise<string> {
  const headers = await readFile(join(outDir, "_headers"), "utf8");
  return /^ {2}Content-Security-Policy: (.+)$/m.exec(headers)![1]!;
}

describe("preview function", () => {
  it("renders a page from draft content exactly as a preview build writes it", async () => {
    const page = await get("/about");
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toMatch(/noindex/);
    expect(page.html).toBe(await readFile(join(outDir, "about.html"), "utf8"));
    expect(page.html).toContain("data-blok-uid=");
  });

  it("asks Storyblok for draft content with the preview token, stories 100 per page", () => {
    const stories = fake.requests.filter((request) => request.route === "stories");
    expect(stories.length).toBeGreaterThan(0);
    expect(stories.every((request) => request.query.version === "draft" && request.query.per_page === "100" && request.query.token === "preview-token")).toBe(true);
    expect(fake.requests.some((request) => request.route === "links" && request.query.version === "draft")).toBe(true);
  });

  it("reuses the content while the space's cv stays the same", async () => {
    await get("/about");
    const before = fake.requests.filter((request) => request.route === "stories").length;
    await get("/contact");
    await get("/");
    expect(fake.requests.filter((request) => request.route === "stories").length).toBe(before);
  });

  it("shows a saved draft (same cv: only publishing moves it) at once on a page opened in the Visual Editor", async () => {
    const saved = JSON.parse(await readFile("content-cache/stories/about.json", "utf8")).story;
    const edited = structuredClone(saved);
    edited.content.body[0].heading = "A heading saved as a draft";
    try {
      await get("/about");
      fake.saveDraft(edited);
      expect((await get("/about")).html).not.toContain("A heading saved as a draft");
      expect((await get(`/about?_storyblok=${saved.id}`)).html).toContain("A heading saved as a draft");
    } finally {
      fake.saveDraft(saved);
    }
  });

  it("fetches the draft again once the reuse time has passed, though the cv did not move", async () => {
    let now = 1_000_000;
    const source = createDraftSource(draftOptions(), () => now);
    const storyRequests = () => fake.requests.filter((request) => request.route === "stories").length;
    await source.current();
    const afterFirst = storyRequests();
    now += DRAFT_REUSE_MS - 1;
    await source.current();
    expect(storyRequests()).toBe(afterFirst);
    now += 1;
    await source.current();
    expect(storyRequests()).toBeGreaterThan(afterFirst);
  });

  it("answers an unknown address with the 404 page and status 404", async () => {
    const page = await get("/no-such-page");
    expect(page.status).toBe(404);
    expect(page.html).toBe(await readFile(join(outDir, "404.html"), "utf8"));
  });

  it("renders an unsaved story the editor posts, without saving anything", async () => {
    const saved = JSON.parse(await readFile("content-cache/stories/about.json", "utf8")).story;
    const edited = structuredClone(saved);
    edited.name = "About (edited)";
    const firstBlock = edited.content.body[0];
    firstBlock.heading = "A heading typed in the Visual Editor";
    const page = await get("/about", { method: "POST", body: JSON.stringify({ story: edited }) });
    expect(page.status).toBe(200);
    expect(page.html).toContain("A heading typed in the Visual Editor");
    expect((await get("/about")).html).not.toContain("A heading typed in the Visual Editor");
  });

  it("shows the build's warning inside the page when a block fails its schema", async () => {
    const saved = JSON.parse(await readFile("content-cache/stories/about.json", "utf8")).story;
    const edited = structuredClone(saved);
    edited.content.body.push({ _uid: "bad-1", component: "large_text", text: 42 });
    const page = await get("/about", { method: "POST", body: JSON.stringify({ story: edited }) });
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/class="preview-warnings[^"]*"[\s\S]*about › content\.body\[\d+\]/);
  });

  it.each([
    ["rate-limit", 503],
    ["server-error", 502],
  ] as const)("answers Storyblok's %s with a whole error page (%i) and a retry hint", async (kind, status) => {
    fake.inject({ route: "spaces", kind, times: 2 });
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const page = await get("/about");
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
    expect(page.html).toContain(`${method} is not accepted`);
    expect(fake.requests.length).toBe(before);
  });

  it("answers HEAD as GET, without the body", async () => {
    const page = await get("/about", { method: "HEAD" });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(page.html).toBe("");
  });

  it("sends the Content Security Policy a preview build writes into _headers, with the fake CDN it calls", async () => {
    const page = await get("/about?_storyblok=1");
    const sent = page.headers.get("content-security-policy");
    expect(sent).not.toBeNull();
    // the page's live sitemap calls the function's Storyblok endpoint: here the fake on 127.0.0.1
    const built = await builtPolicy();
    expect(sent).toBe(built.replace(/connect-src [^;]*/, (connect) => `${connect} ${new URL(fake.apiBase).origin}`));
    expect(directive(sent!, "frame-ancestors")).toEqual(["'self'", "https://app.storyblok.com"]);
    const scriptSrc = directive(sent!, "script-src")!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    // every inline script the page carries is allowed by its hash; the editor script is a same-origin file
    const inline = [...page.html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThan(0);
    for (const text of inline) expect(scriptSrc).toContain(scriptHash(text));
    expect(page.html).toMatch(/<script type="module" src="\/assets\/preview\/editor-[0-9a-f]+\.js"><\/script>/);
    expect(scriptSrc[0]).toBe("'self'");
  });

  it("sends exactly the built policy when the endpoint is Storyblok's own", async () => {
    const manifest = readAssetsManifest(await readFile(join(outDir, ASSETS_MANIFEST_PATH), "utf8"));
    expect(previewPagePolicy(manifest, "https://api.storyblok.com/v2")).toBe(await builtPolicy());
    expect(previewPagePolicy(manifest, "https://api-us.storyblok.com/v2")).toBe(await builtPolicy());
  });

  it("sends a no-script policy with its error pages, still framed by the editor only", async () => {
    fake.inject({ route: "spaces", kind: "server-error", times: 2 });
    const page = await get("/about");
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
});
