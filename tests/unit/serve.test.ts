// The local server over a real build: Netlify's clean URLs, 404 page, generated
// and configured redirects, headers, compression, image resizing and functions.
import { cp, mkdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runBuild } from "../../build/pipeline/run-build";
import { type RunningServer, startServer } from "../../build/serve/serve";
import { makeContentDir, story } from "../helpers/content";
import { openSilentConnection } from "../helpers/silent-connection";

const ASSET = "f/287015/1600x900/4a1c2e9b7d/studio-lights.jpg";
const VIDEO = "f/318794/640x360/0f1ca4ac42/northlight-showreel-loop.mp4";
let server: RunningServer;
let outDir: string;

beforeAll(async () => {
  const content = await makeContentDir([
    story({ full_slug: "about", content: { component: "page", body: [{ _uid: "b", component: "inner_banner", heading: "About" }] } }),
    story({ full_slug: "404", content: { component: "page", body: [{ _uid: "n", component: "inner_banner", heading: "Lost in the edit" }] } }),
    story({ full_slug: "showreel", content: { component: "redirect", destination: { linktype: "url", url: "https://vimeo.com/123456789" } } }),
    story({ full_slug: "insights/", is_startpage: true, content: { component: "page", body: [{ _uid: "l", component: "news_listing" }] } }),
    ...Array.from({ length: 10 }, (_, i) => story({ full_slug: `insights/a-${i}`, content: { component: "article", date: "2024-01-01", category: "General" } })),
  ]);
  await mkdir(join(content, "assets", ASSET, ".."), { recursive: true });
  // A source as large as its name says, so resizing, cropping and the no-enlargement rule all show.
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#3a6ea5" } })
    .jpeg()
    .toFile(join(content, "assets", ASSET));
  await cp(join("content-cache/assets", VIDEO), join(content, "assets", VIDEO), { recursive: true });
  outDir = join(content, "out");
  await runBuild({ contentDir: content, outDir, publicDir: "public", preview: false, minify: true, strict: false });
  server = await startServer({ dir: outDir, port: 0, contentDir: content, blobsDir: join(content, "blobs") });
});

afterAll(() => server?.close());

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, { redirect: "manual", ...init });

describe("local server", () => {
  // a browser opens sockets ahead of the requests it may send (preconnect); one that never sends
  // anything used to hold close() until the server's headersTimeout, a minute later
  it("closes at once, with a connection open that never sent a request", { timeout: 10_000 }, async () => {
    const other = await startServer({ dir: outDir, port: 0 });
    const silent = await openSilentConnection(other.port);
    await other.close();
    await silent.closed;
    await expect(fetch(other.url)).rejects.toThrow();
  });

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
    for (const odd of ["3", "99", "0", "abc", "-1", "2.5", ""]) {
      const first = await get(`/insights?page=${odd}`);
      expect(first.status, odd).toBe(302);
      expect(first.headers.get("location"), odd).toBe("/insights/");
    }
  });

  it("answers the not-found page's own addresses with 404, and sends .../index to the folder's page", async () => {
    for (const path of ["/404", "/404.html"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain("Lost in the edit");
    }
    for (const [path, location] of [
      ["/insights/index", "/insights/"],
      ["/insights/index.html", "/insights/"],
      ["/index", "/"],
      ["/insights/page/2/index?utm_source=x", "/insights/page/2/?utm_source=x"],
    ]) {
      const response = await get(path!);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("location"), path).toBe(location);
    }
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

  it("passes a redirect's query string on, as Netlify does (UTM tags survive)", async () => {
    const redirect = await get("/showreel?utm_source=newsletter&x=1");
    expect(redirect.status).toBe(307);
    expect(redirect.headers.get("location")).toBe("https://vimeo.com/123456789?utm_source=newsletter&x=1");
  });

  it("passes a video under /img/ through as bytes, with byte ranges for seeking", async () => {
    const original = await readFile(join("content-cache/assets", VIDEO));
    const whole = await get(`/img/${VIDEO}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(Buffer.from(await whole.arrayBuffer()).equals(original)).toBe(true);
    const part = await get(`/img/${VIDEO}`, { headers: { range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${original.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(original.subarray(100, 200))).toBe(true);
    const past = await get(`/img/${VIDEO}`, { headers: { range: `bytes=${original.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${original.length}`);
  });

  it("answers byte ranges on static files, uncompressed", async () => {
    const whole = Buffer.from(await (await get("/about", { headers: { "accept-encoding": "identity" } })).arrayBuffer());
    const tail = await get("/about", { headers: { range: "bytes=-10", "accept-encoding": "br, gzip" } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get("content-encoding")).toBeNull();
    expect(tail.headers.get("content-range")).toBe(`bytes ${whole.length - 10}-${whole.length - 1}/${whole.length}`);
    expect(Buffer.from(await tail.arrayBuffer()).equals(whole.subarray(whole.length - 10))).toBe(true);
  });

  it("refuses absurd image sizes with a clear 400, and never enlarges past the source", async () => {
    const absurd = await get(`/img/${ASSET}/m/99999x99999`);
    expect(absurd.status).toBe(400);
    expect(await absurd.text()).toMatch(/99999x99999 is too large: each side may be at most 4000 pixels/);
    const wide = await sharp(Buffer.from(await (await get(`/img/${ASSET}/m/3200x0`)).arrayBuffer())).metadata();
    expect([wide.width, wide.height]).toEqual([1600, 900]);
    const cropped = await sharp(Buffer.from(await (await get(`/img/${ASSET}/m/3200x3200`)).arrayBuffer())).metadata();
    expect([cropped.width, cropped.height]).toEqual([900, 900]);
  });

  it("routes /api/send-email to the Netlify function and refuses other methods on pages", async () => {
    const response = await get("/api/send-email", { method: "POST", headers: { "content-type": "application/json", origin: server.url }, body: "{not json" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    expect((await get("/about", { method: "POST" })).status).toBe(405);
  });
});
