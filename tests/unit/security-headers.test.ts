// Every kind of answer the site gives carries its security headers (HSTS, nosniff,
// Referrer-Policy, Permissions-Policy) and a Content Security Policy that fits it: a page,
// an asset, an image, a function's JSON, the 404 page, a redirect (the local server over a
// real build, with the rules Netlify applies), and a preview page (the preview function).
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runBuild } from "../../build/pipeline/run-build";
import { createLocalContext } from "../../build/serve/functions-context";
import { type RunningServer, startServer } from "../../build/serve/serve";
import preview from "../../functions/preview";
import { IMAGE_ANSWER_HEADERS } from "../../netlify/edge-functions/image-guard";
import { SECURITY_HEADERS } from "../../src/lib/security-headers";
import { makeContentDir, story } from "../helpers/content";

const IMAGE = "f/1/10x10/abc/still.jpg";
let server: RunningServer;

beforeAll(async () => {
  const content = await makeContentDir([
    story({ full_slug: "about", content: { component: "page", body: [{ _uid: "b", component: "inner_banner", heading: "About" }] } }),
    story({ full_slug: "404", content: { component: "page", body: [{ _uid: "n", component: "inner_banner", heading: "Lost" }] } }),
    story({ full_slug: "showreel", content: { component: "redirect", destination: { linktype: "url", url: "https://vimeo.com/123456789" } } }),
  ]);
  await mkdir(join(content, "assets", IMAGE, ".."), { recursive: true });
  await sharp({ create: { width: 10, height: 10, channels: 3, background: "#345678" } })
    .jpeg()
    .toFile(join(content, "assets", IMAGE));
  const outDir = join(content, "out");
  await runBuild({ contentDir: content, outDir, publicDir: "public", preview: false, minify: true, strict: false });
  server = await startServer({ dir: outDir, port: 0, contentDir: content, blobsDir: join(content, "blobs") });
});

afterAll(() => server?.close());

function expectSecure(headers: Headers, policy: RegExp) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers.get(name), name).toBe(value);
  expect(headers.get("content-security-policy")).toMatch(policy);
}

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, { redirect: "manual", ...init });

describe("security headers on every answer", () => {
  it("a page, with the site's policy", async () => {
    const page = await get("/about");
    expect(page.status).toBe(200);
    expectSecure(page.headers, /^default-src 'self'; script-src 'self'.*frame-ancestors 'none'$/);
  });

  it("an asset", async () => {
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(await (await get("/about")).text())![1]!;
    const asset = await get(css);
    expect(asset.status).toBe(200);
    expectSecure(asset.headers, /^default-src 'self'/);
  });

  it("an image, sandboxed (the edge function sets the same set in production)", async () => {
    const image = await get(`/img/${IMAGE}/m/5x5`);
    expect(image.status).toBe(200);
    expectSecure(image.headers, /^default-src 'none'; sandbox$/);
    expect(Object.fromEntries(Object.entries(IMAGE_ANSWER_HEADERS).filter(([name]) => name !== "Content-Security-Policy"))).toEqual(SECURITY_HEADERS);
  });

  it("a function's JSON answer, with a policy that loads nothing", async () => {
    const answer = await get("/api/send-email", { method: "POST", headers: { "content-type": "application/json", origin: server.url }, body: "{not json" });
    expect(answer.status).toBe(400);
    expectSecure(answer.headers, /^default-src 'none'; frame-ancestors 'none'/);
  });

  it("the 404 page", async () => {
    const missing = await get("/no/such/page");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Lost");
    expectSecure(missing.headers, /^default-src 'self'/);
  });

  it("a redirect", async () => {
    const redirect = await get("/showreel");
    expect(redirect.status).toBe(307);
    expectSecure(redirect.headers, /^default-src/);
  });

  it("a preview page, keeping its own policy (framed by the Visual Editor)", async () => {
    const request = new Request("https://deploy-preview-7--agency.netlify.app/about", { method: "PUT" });
    const { context } = createLocalContext({
      request,
      ip: "203.0.113.5",
      requestId: "t",
      siteUrl: "https://deploy-preview-7--agency.netlify.app",
      params: {},
      functionName: "preview",
    });
    const answer = await preview(request, context);
    expect(answer.headers.get("content-type")).toMatch(/^text\/html/);
    expectSecure(answer.headers, /frame-ancestors 'self' https:\/\/app\.storyblok\.com$/);
  });
});
