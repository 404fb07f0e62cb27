// The og-image function as a crawler meets it: a written build served by the local Netlify
// (functions by their config, /img/ from the content cache, no network), each page's og:image
// fetched cold, as the first request after a deploy is. A named card is a 1200×630 JPEG with the
// headers that keep it in Netlify's durable cache; anything else at /og/ is a 404, and nothing a
// request carries reaches the drawing.
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSocialCardManifest, SOCIAL_CARD_MANIFEST_PATH } from "../../build/pipeline/assets/social-card-manifest";
import { runBuild } from "../../build/pipeline/run-build";
import { type RunningServer, startServer } from "../../build/serve/serve";
import { config } from "../../functions/og-image";
import { SOCIAL_CARD_DIR } from "../../src/content/social-card";
import { makeContentDir, story } from "../helpers/content";

const STILL = "https://a.storyblok.com/f/1/1600x900/abc/still.jpg";
const BROKEN = "https://a.storyblok.com/f/1/1600x900/bad/broken.jpg";
const REPLACED = "https://a.storyblok.com/f/1/1600x900/new/replaced.jpg";
const caseStudy = (slug: string, name: string, still: string) =>
  story({ full_slug: `case-studies/${slug}`, name, content: { component: "case_study", date: "2025-01-01 10:00", description: "A film.", image: { filename: still, alt: "" } } });

let content: string;
let outDir: string;
let server: RunningServer;

beforeAll(async () => {
  content = await makeContentDir([caseStudy("alpha", "Alpha Homes", STILL), caseStudy("broken", "Broken Still", BROKEN), caseStudy("replaced", "Replaced Still", REPLACED)]);
  outDir = join(content, "out");
  await mkdir(join(content, "assets/f/1/1600x900/abc"), { recursive: true });
  // a still of one colour, so the card's top-left corner shows whether it was drawn over it
  await still("#c8462a").toFile(join(content, "assets/f/1/1600x900/abc/still.jpg"));
  await mkdir(join(content, "assets/f/1/1600x900/bad"), { recursive: true });
  await writeFile(join(content, "assets/f/1/1600x900/bad/broken.jpg"), "not an image");
  await mkdir(join(content, "assets/f/1/1600x900/new"), { recursive: true });
  await still("#3a6b8c").toFile(join(content, "assets/f/1/1600x900/new/replaced.jpg"));
  await runBuild({ contentDir: content, outDir, publicDir: join(content, "public"), preview: false, minify: false, strict: false });
  // after the build: the server now gives other bytes than the build read, as a CDN holding a replaced asset's old copy does
  await still("#2a8c46").toFile(join(content, "assets/f/1/1600x900/new/replaced.jpg"));
  server = await startServer({ dir: outDir, port: 0, contentDir: content, blobsDir: join(content, "blobs") });
}, 60_000);

const still = (colour: string) => sharp({ create: { width: 1600, height: 900, channels: 3, background: colour } }).jpeg();

afterAll(async () => {
  await server?.close();
});

/** The path of the page's og:image, as a crawler reads it from the page the build wrote. */
async function ogImagePath(page: string): Promise<string> {
  const html = await readFile(join(outDir, `${page}.html`), "utf8");
  const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  if (!url) throw new Error(`${page} has no og:image`);
  return new URL(url).pathname;
}

const get = (path: string, init?: RequestInit) => fetch(new URL(path, server.url), init);

describe("GET /og/<name> (functions/og-image.ts)", () => {
  it("is routed at the address the pages name", () => {
    expect(config.path).toBe(`${SOCIAL_CARD_DIR}*`);
  });

  it("answers a page's og:image, fetched cold as a crawler would, with the card: a 1200×630 JPEG over its still, kept as immutable and in Netlify's durable cache", async () => {
    const response = await get(await ogImagePath("case-studies/alpha"), { headers: { "user-agent": "facebookexternalhit/1.1" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("netlify-cdn-cache-control")).toBe("public, durable, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get("content-length"))).toBe(bytes.length);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    // the top-left corner shows the still (the shade darkens it least there): red, not the plain card's blue-grey
    const { data } = await sharp(bytes).extract({ left: 0, top: 0, width: 40, height: 40 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]!).toBeGreaterThan(data[2]! + 40);
  });

  it("answers HEAD with the same headers and no body", async () => {
    const response = await get(await ogImagePath("case-studies/alpha"), { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("netlify-cdn-cache-control")).toContain("durable");
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it("draws a card whose still is not an image plain, and keeps it only briefly, so a later request draws it again", async () => {
    const response = await get(await ogImagePath("case-studies/broken"));
    expect(response.status).toBe(200);
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(response.headers.get("netlify-cdn-cache-control")).not.toContain("durable");
  });

  it("draws a card over a still that is not the file the build read, and keeps it only briefly, so a later request draws it again", async () => {
    const response = await get(await ogImagePath("case-studies/replaced"));
    expect(response.status).toBe(200);
    const { data } = await sharp(Buffer.from(await response.arrayBuffer()))
      .extract({ left: 0, top: 0, width: 40, height: 40 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[1]!).toBeGreaterThan(data[0]! + 40); // green: the bytes served
    expect(response.headers.get("netlify-cdn-cache-control")).toBe("public, max-age=300");
  });

  it("answers 404 for a well-formed name the build did not list, and for anything not shaped like a card's name", async () => {
    const listed = await ogImagePath("case-studies/alpha");
    for (const path of [
      "/og/case-studies-alpha-0000aaaa.jpg",
      "/og/",
      "/og/case-studies-alpha.jpg",
      `${listed.replace(/\.jpg$/, ".png")}`,
      `${listed}/x`,
      "/og/..%2Fsocial-cards.json",
      "/og/Hello%20World-0000aaaa.jpg",
      `/og/${"a".repeat(300)}-0000aaaa.jpg`,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toContain("application/json");
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
  });

  it("never draws what a request supplies: a query or headers change nothing in the card", async () => {
    const path = await ogImagePath("case-studies/alpha");
    const plain = Buffer.from(await (await get(path)).arrayBuffer());
    const asked = Buffer.from(await (await get(`${path}?title=Buy+cheap+pills&siteName=Spam`, { headers: { "x-title": "Spam" } })).arrayBuffer());
    expect(asked.equals(plain)).toBe(true);
    const manifest = readSocialCardManifest(await readFile(join(outDir, SOCIAL_CARD_MANIFEST_PATH), "utf8"));
    expect([...manifest.values()].map((entry) => entry.title).sort()).toEqual(["Alpha Homes", "Broken Still", "Replaced Still"]);
  });

  it("refuses other methods with 405, naming the ones it answers", async () => {
    const response = await get(await ogImagePath("case-studies/alpha"), { method: "POST", body: "x" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });

  it("answers 503, kept by no cache, while the card manifest cannot be had (the next request tries again)", async () => {
    const path = await ogImagePath("case-studies/alpha");
    const manifest = join(outDir, SOCIAL_CARD_MANIFEST_PATH);
    await rename(manifest, `${manifest}.away`);
    try {
      const response = await get(path);
      expect(response.status).toBe(503);
      expect(response.headers.get("cache-control")).toBe("no-store");
    } finally {
      await rename(`${manifest}.away`, manifest);
    }
    expect((await get(path)).status).toBe(200);
  });
});
