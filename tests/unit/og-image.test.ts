// The og-image function as a crawler meets it: a written build served by the local Netlify
// (functions by their config, /img/ from the content cache, no network), each page's og:image
// fetched cold, as the first request after a deploy is. A named card is a 1200×630 JPEG with the
// headers that keep it in Netlify's durable cache; a query is sent to the bare name, anything else
// at /og/ is a 404, and nothing a request carries reaches the drawing.
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
import { startCountingProxy } from "../helpers/counting-proxy";

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

  it("keys Netlify's cache on the card's name alone: Netlify-Vary names only a query parameter no link carries", async () => {
    const path = await ogImagePath("case-studies/alpha");
    for (const answer of [await get(path), await get(await ogImagePath("case-studies/broken"))]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get("netlify-vary")).toBe("query=none");
    }
  });

  it("sends distinct queries on a listed card to its bare name (301, kept by no cache), fetching neither the manifest nor the still, so none is drawn", async () => {
    const path = await ogImagePath("case-studies/alpha");
    const proxy = await startCountingProxy(server.url);
    const siteUrl = process.env.SITE_URL;
    process.env.SITE_URL = proxy.url;
    try {
      const queried = [...Array.from({ length: 20 }, (_, i) => `${path}?u=${i}`), `${path}?`, `${path}?title=Spam&siteName=Spam`];
      const answers = await Promise.all(queried.map((target) => get(target, { redirect: "manual" })));
      const head = await get(`${path}?u=head`, { method: "HEAD", redirect: "manual" });
      for (const [index, answer] of [...answers, head].entries()) {
        expect(answer.status, queried[index] ?? "HEAD").toBe(301);
        expect(answer.headers.get("location")).toBe(path);
        expect(answer.headers.get("cache-control")).toBe("no-store");
        expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      }
      expect(proxy.paths).toEqual([]);
      // a query on a name no card could have is a 404 at once; a well-formed unlisted name reads the manifest only
      expect((await get("/og/Not%20a%20card.jpg?u=1", { redirect: "manual" })).status).toBe(404);
      expect((await get("/og/case-studies-alpha-0000aaaa.jpg", { redirect: "manual" })).status).toBe(404);
      expect(proxy.paths).toEqual(["/social-cards.json"]);
      // the bare name: the card, drawn over its still, fetched once
      expect((await get(path)).status).toBe(200);
      expect(proxy.paths.filter((fetched) => fetched.startsWith("/img/"))).toHaveLength(1);
    } finally {
      if (siteUrl === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = siteUrl;
      await proxy.close();
    }
  });

  it("is rate limited per visitor address as its config tells Netlify: past the window's limit, 429 before the function runs", async () => {
    expect(config.rateLimit).toEqual({ windowLimit: 60, windowSize: 60, aggregateBy: ["ip"] });
    // a server of its own, so the other tests keep their allowance; CONTACT_RATE_LIMIT (another test's) would replace the rule
    const override = process.env.CONTACT_RATE_LIMIT;
    delete process.env.CONTACT_RATE_LIMIT;
    const limited = await startServer({ dir: outDir, port: 0, contentDir: content, blobsDir: join(content, "blobs") });
    if (override !== undefined) process.env.CONTACT_RATE_LIMIT = override;
    try {
      const limit = config.rateLimit!.windowLimit;
      const statuses = await Promise.all(Array.from({ length: limit + 1 }, () => fetch(`${limited.url}/og/not-a-card`).then((answer) => answer.status)));
      expect(statuses.filter((status) => status === 404)).toHaveLength(limit);
      expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    } finally {
      await limited.close();
    }
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
