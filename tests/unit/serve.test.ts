// The local server over a real build: Netlify's clean URLs, 404 page, generated
// and configured redirects, headers, compression, image resizing and functions.
import { cp, mkdir } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runBuild } from "../../build/pipeline";
import { startServer, type RunningServer } from "../../build/serve";
import { makeContentDir, story } from "../helpers/content";

const ASSET = "f/287015/1600x900/4a1c2e9b7d/studio-lights.jpg";
let server: RunningServer;

beforeAll(async () => {
  const content = await makeContentDir([
    story({ full_slug: "about", content: { component: "page", body: [{ _uid: "b", component: "inner_banner", heading: "About" }] } }),
    story({ full_slug: "404", content: { component: "page", body: [{ _uid: "n", component: "inner_banner", heading: "Lost in the edit" }] } }),
    story({ full_slug: "showreel", content: { component: "redirect", destination: { linktype: "url", url: "https://vimeo.com/123456789" } } }),
    story({ full_slug: "insights/", is_startpage: true, content: { component: "page", body: [{ _uid: "l", component: "news_listing" }] } }),
    ...Array.from({ length: 10 }, (_, i) => story({ full_slug: `insights/a-${i}`, content: { component: "article", date: "2024-01-01", category: "General" } })),
  ]);
  await mkdir(join(content, "assets", ASSET, ".."), { recursive: true });
  await cp(join("tests/fixtures/cache-small/assets", ASSET), join(content, "assets", ASSET));
  const outDir = join(content, "out");
  await runBuild({ contentDir: content, outDir, publicDir: "public", preview: false, minify: true, strict: false });
  server = await startServer({ dir: outDir, port: 0, contentDir: content, blobsDir: join(content, "blobs") });
});

afterAll(() => server?.close());

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, { redirect: "manual", ...init });

describe("local server", () => {
  it("serves clean URLs with and without a trailing slash", async () => {
    for (const path of ["/", "/about", "/about/", "/insights/"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    }
    expect(await (await get("/about")).text()).toMatch(/<h1[^>]*>About<\/h1>/);
  });

  it("answers unknown paths with the 404 page and status 404", async () => {
    const response = await get("/no/such/page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Lost in the edit");
    expect((await get("/../package.json")).status).toBe(404);
    expect((await get("/%2e%2e/netlify.toml")).status).toBe(404);
  });

  it("follows generated redirects: 307 pretty links and the ?page=N rewrite", async () => {
    const redirect = await get("/showreel");
    expect(redirect.status).toBe(307);
    expect(redirect.headers.get("location")).toBe("https://vimeo.com/123456789");
    const page2 = await get("/insights?page=2");
    expect(page2.status).toBe(200);
    expect(await page2.text()).toContain('rel="canonical" href="https://www.example.test/insights/?page=2"');
    expect((await get("/insights?page=9")).status).toBe(404);
  });

  it("applies netlify.toml headers and compresses text", async () => {
    const html = await get("/about", { headers: { "accept-encoding": "br, gzip" } });
    expect(html.headers.get("x-content-type-options")).toBe("nosniff");
    expect(html.headers.get("content-encoding")).toBe("br");
    const gzip = await get("/about", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const cssHref = /href="(\/assets\/site-[^"]+\.css)"/.exec(await (await get("/about")).text())?.[1];
    expect((await get(cssHref!)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("renders /img/ URLs from the content cache, really resized, cropped and converted", async () => {
    const response = await get(`/img/${ASSET}/m/400x300/filters:quality(70):format(webp)`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 400, 300]);
    const proportional = await sharp(Buffer.from(await (await get(`/img/${ASSET}/m/800x0`)).arrayBuffer())).metadata();
    expect([proportional.width, proportional.height]).toEqual([800, 450]);
  });

  it("routes /api/send-email to the Netlify function and refuses other methods on pages", async () => {
    const response = await get("/api/send-email", { method: "POST", headers: { "content-type": "application/json", origin: server.url }, body: "{not json" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    expect((await get("/about", { method: "POST" })).status).toBe(405);
  });
});
