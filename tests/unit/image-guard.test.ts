// /img/ serves this site's space's images and videos only, locally (build/serve/serve.ts over the
// content cache) and in production (the build's proxy rule for the space, guarded by the
// edge function netlify/edge-functions/image-guard.ts): HTML, scripts and other spaces'
// files are 404s, and every answer is sandboxed with nosniff.
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseAllRedirects } from "@netlify/redirect-parser";
import sharp from "sharp";
import { parse as parseToml } from "smol-toml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redirectsFile } from "../../build/pipeline/routes/redirects-file";
import { type RunningServer, startServer } from "../../build/serve/serve";
import imageGuard, { guardImageAnswer } from "../../netlify/edge-functions/image-guard";
import { buildInMemory, makeContentDir } from "../helpers/content";

const SPACE = 318794;
const SANDBOX = "default-src 'none'; sandbox";
const SVG_WITH_SCRIPT = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.domain)</script><rect width="10" height="10"/></svg>';
let server: RunningServer;

beforeAll(async () => {
  const content = await mkdtemp(join(tmpdir(), "image-guard-"));
  await writeFile(join(content, "space.json"), JSON.stringify({ id: SPACE, cv: 1, version: "published", fetched_at: "2025-01-01T00:00:00.000Z" }));
  const files: Record<string, string | Buffer> = {
    [`f/${SPACE}/abc/evil.html`]: '<script src="evil.js"></script>',
    [`f/${SPACE}/abc/evil.js`]: "alert(document.domain)",
    [`f/${SPACE}/abc/evil.svg`]: SVG_WITH_SCRIPT,
    [`f/${SPACE}/abc/report.pdf`]: "%PDF-1.4",
    [`f/${SPACE}/10x10/abc/photo.jpg`]: await sharp({ create: { width: 10, height: 10, channels: 3, background: "#123456" } })
      .jpeg()
      .toBuffer(),
    [`f/${SPACE}/abc/empty.jpg`]: "",
    [`f/${SPACE}/abc/short.png`]: "x".repeat(100),
    [`f/${SPACE}/abc/page.jpg`]: "<!doctype html><script>alert(1)</script>",
    "f/999/abc/photo.jpg": await sharp({ create: { width: 10, height: 10, channels: 3, background: "#654321" } })
      .jpeg()
      .toBuffer(),
  };
  for (const [path, body] of Object.entries(files)) {
    await mkdir(join(content, "assets", path, ".."), { recursive: true });
    await writeFile(join(content, "assets", path), body);
  }
  const out = join(content, "out");
  await mkdir(out);
  server = await startServer({ dir: out, port: 0, contentDir: content, blobsDir: join(content, "blobs") });
});

afterAll(() => server?.close());

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, { redirect: "manual", ...init });

function expectSandboxed(response: Response) {
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("content-security-policy")).toBe(SANDBOX);
}

describe("/img/ on the local server", () => {
  it("serves the space's images, sandboxed", async () => {
    const photo = await get(`/img/f/${SPACE}/10x10/abc/photo.jpg/m/5x5`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toMatch(/^image\//);
    expectSandboxed(photo);
  });

  it("serves an SVG with a script only sandboxed, so the script never runs at the site's origin", async () => {
    const svg = await get(`/img/f/${SPACE}/abc/evil.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    expectSandboxed(svg);
  });

  it.each([
    ["an HTML file", `/img/f/${SPACE}/abc/evil.html`],
    ["a script", `/img/f/${SPACE}/abc/evil.js`],
    ["a PDF", `/img/f/${SPACE}/abc/report.pdf`],
    ["another space's image", "/img/f/999/abc/photo.jpg"],
    ["a missing file", `/img/f/${SPACE}/abc/missing.jpg`],
    ["a malformed escape", "/img/%"],
    ["a truncated escape", "/img/f/%E0%A4%A"],
    ["a path outside the space", `/img/f/${SPACE}/%2e%2e/%2e%2e/999/abc/photo.jpg`],
  ])("answers %s with a sandboxed 404", async (_what, path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expectSandboxed(response);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
  });

  it.each(["empty.jpg", "short.png", "page.jpg"])("answers %s, bytes that are no image, with a sandboxed 404 when converted or resized", async (file) => {
    for (const [path, accept] of [
      [`/img/f/${SPACE}/abc/${file}`, "image/avif,image/webp,*/*"],
      [`/img/f/${SPACE}/abc/${file}/m/50x0`, "*/*"],
      [`/img/f/${SPACE}/abc/${file}/m/0x0/filters:format(png)`, "*/*"],
    ] as const) {
      const response = await get(path, { headers: { accept } });
      expect(response.status, path).toBe(404);
      expectSandboxed(response);
    }
  });

  it("answers other methods with 405 and Allow: GET, HEAD", async () => {
    const response = await get(`/img/f/${SPACE}/10x10/abc/photo.jpg`, { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expectSandboxed(response);
  });
});

describe("/img/ on Netlify", () => {
  it("proxies only the site's space (the one content-cache/space.json names), guarded by the edge function on every /img/ path", async () => {
    const dir = await mkdtemp(join(tmpdir(), "image-rule-"));
    const content = await makeContentDir([]);
    await writeFile(join(content, "space.json"), JSON.stringify({ id: SPACE, cv: 1, version: "published", fetched_at: "2025-01-01T00:00:00.000Z" }));
    await writeFile(join(dir, "_redirects"), redirectsFile((await buildInMemory(content)).redirects));
    // netlify.toml's rules and the build's _redirects, as Netlify reads them together
    const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [join(dir, "_redirects")], netlifyConfigPath: "netlify.toml", configRedirects: [], minimal: true });
    expect(errors).toEqual([]);
    const images = (redirects as { from: string }[]).filter((rule) => rule.from.startsWith("/img"));
    expect(images).toEqual([expect.objectContaining({ from: `/img/f/${SPACE}/*`, to: `https://a.storyblok.com/f/${SPACE}/:splat`, status: 200 })]);
    const { edge_functions: edgeFunctions } = parseToml(await readFile("netlify.toml", "utf8")) as { edge_functions?: unknown[] };
    expect(edgeFunctions).toEqual([{ path: "/img/*", function: "image-guard" }]);
    await Promise.all([dir, content].map((made) => rm(made, { recursive: true, force: true })));
  });

  it.each([
    ["text/html; charset=utf-8", 404],
    ["application/javascript", 404],
    ["application/pdf", 404],
    ["image/svg+xml", 200],
    ["image/jpeg", 200],
    ["video/mp4", 200],
  ])("the edge function answers a proxied %s with %i, sandboxed", async (type, status) => {
    const answer = await imageGuard(new Request("https://site.test/img/f/1/x"), {
      next: async () => new Response("body", { headers: { "content-type": type, "cache-control": "max-age=60" } }),
    });
    expect(answer.status).toBe(status);
    expectSandboxed(answer);
    if (status === 200) expect(answer.headers.get("cache-control")).toBe("max-age=60");
  });

  it("turns the asset service's own errors into a sandboxed 404", async () => {
    const answer = guardImageAnswer(new Response("<html>denied</html>", { status: 403, headers: { "content-type": "text/html" } }));
    expect(answer.status).toBe(404);
    expectSandboxed(answer);
  });

  it("passes only the listed upstream headers, and sets its own security headers", async () => {
    const upstream = new Headers({
      "content-type": "image/jpeg",
      "content-length": "4",
      "cache-control": "max-age=60",
      etag: '"abc"',
      "last-modified": "Sat, 01 Nov 2025 00:00:00 GMT",
      "accept-ranges": "bytes",
      "set-cookie": "session=stolen; Path=/",
      refresh: "0; url=https://evil.example/",
      link: "<https://evil.example/x.css>; rel=stylesheet",
      "content-disposition": "attachment; filename=evil.html",
      "access-control-allow-origin": "*",
      "content-security-policy": "script-src *",
      "x-anything": "else",
    });
    const answer = guardImageAnswer(new Response("body", { headers: upstream }));
    expect(answer.status).toBe(200);
    expectSandboxed(answer);
    const names = [...answer.headers.keys()].sort();
    expect(names).toEqual(
      [
        "accept-ranges",
        "cache-control",
        "content-length",
        "content-security-policy",
        "content-type",
        "etag",
        "last-modified",
        "permissions-policy",
        "referrer-policy",
        "strict-transport-security",
        "x-content-type-options",
      ].sort(),
    );
  });

  it("passes a byte range and a 304, with their headers", async () => {
    const range = guardImageAnswer(new Response("bo", { status: 206, headers: { "content-type": "video/mp4", "content-range": "bytes 0-1/4" } }));
    expect([range.status, range.headers.get("content-range")]).toEqual([206, "bytes 0-1/4"]);
    const notModified = guardImageAnswer(new Response(null, { status: 304, headers: { etag: '"abc"', "set-cookie": "a=b" } }));
    expect([notModified.status, notModified.headers.get("etag"), notModified.headers.get("set-cookie")]).toEqual([304, '"abc"', null]);
  });

  it.each([301, 302, 303, 307, 308])("answers an upstream %i, even one typed as an image, with a 404 and no Location", (status) => {
    const answer = guardImageAnswer(new Response(null, { status, headers: { "content-type": "image/png", location: "https://evil.example/x.png" } }));
    expect(answer.status).toBe(404);
    expect(answer.headers.get("location")).toBeNull();
    expectSandboxed(answer);
  });

  it("answers other methods with 405 and Allow: GET, HEAD, without asking the asset service", async () => {
    let asked = false;
    const answer = await imageGuard(new Request("https://site.test/img/f/1/x", { method: "POST" }), {
      next: async () => {
        asked = true;
        return new Response("body");
      },
    });
    expect([answer.status, answer.headers.get("allow"), asked]).toEqual([405, "GET, HEAD", false]);
    expectSandboxed(answer);
  });
});
