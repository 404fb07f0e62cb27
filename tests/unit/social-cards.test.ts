// Generated social cards: a written build has a 1200×630 JPEG for each case study and
// article at the address its og:image names; other pages keep their image; a missing
// still gives the plain card and a warning; a second build takes the cards from the cache.
import { mkdir, mkdtemp, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { CARD_COLOURS, cardTextSvg, escapeXml, SHADE_STOPS, shadeOpacity, wrapTitle } from "../../build/pipeline/assets/social-card-svg";
import type { WrittenPage } from "../../build/pipeline/render/render";
import { type BuildResult, runBuild } from "../../build/pipeline/run-build";
import { socialCardPath } from "../../src/content/social-card";
import { makeContentDir, story } from "../helpers/content";

const SITE = "https://www.example.test";
const STILL = "https://a.storyblok.com/f/1/1600x900/abc/still.jpg";
const OTHER_IMAGE = "https://a.storyblok.com/f/1/1600x900/def/other.jpg";
const MISSING = "https://a.storyblok.com/f/1/1600x900/fed/missing.jpg";
const BROKEN = "https://a.storyblok.com/f/1/1600x900/bad/broken.jpg";
const asset = (filename: string) => ({ filename, alt: "" });
const caseStudy = (slug: string, name: string, content: Record<string, unknown> = {}) =>
  story({ full_slug: `case-studies/${slug}`, name, content: { component: "case_study", date: "2025-01-01 10:00", description: "A film.", image: asset(STILL), ...content } });

let content: string;
let outDir: string;
let cacheDir: string;
let first: BuildResult<WrittenPage>;

// incremental, as a production build is: a replaced still must reach the pages the planner would otherwise reuse
const build = () => runBuild({ contentDir: content, outDir, publicDir: join(content, "public"), preview: false, minify: false, strict: false }, undefined, { incremental: true });
/** The og:image of a page as written into the output folder by the build given. */
const ogImage = async (result: BuildResult<WrittenPage>, url: string) => {
  const page = result.pages.find((p) => p.route.url === url);
  if (!page) throw new Error(`no page at ${url}`);
  return /<meta property="og:image" content="([^"]+)"/.exec(await readFile(join(outDir, page.route.outputPath), "utf8"))?.[1] ?? "";
};
const outputFile = (absolute: string) => join(outDir, new URL(absolute).pathname);

beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), "social-cards-cache-"));
  process.env.BUILD_CACHE_DIR = cacheDir;
  content = await makeContentDir([
    caseStudy("alpha", "Alpha Homes: Low-Energy Living", { seo: { og_image: STILL } }),
    caseStudy("chosen", "Chosen Image", { seo: { og_image: OTHER_IMAGE } }),
    caseStudy("own-page-image", "Own Page Image", { page_image: asset(OTHER_IMAGE) }),
    caseStudy("lost", "Lost Still", { image: asset(MISSING) }),
    caseStudy("broken", "Broken Still", { image: asset(BROKEN) }),
    story({
      full_slug: "insights/first-article",
      name: 'Why <Video> & "Sound" Matter',
      content: { component: "article", date: "2025-02-01 09:00", excerpt: "Sound.", category: "General", image: asset(STILL), page_image: asset(STILL) },
    }),
    story({ full_slug: "about", name: "About", content: { component: "page", body: [], page_image: asset(STILL) } }),
  ]);
  outDir = join(content, "out");
  const stillFile = join(content, "assets/f/1/1600x900/abc/still.jpg");
  await mkdir(join(stillFile, ".."), { recursive: true });
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#3a6b8c" } })
    .jpeg()
    .toFile(stillFile);
  await mkdir(join(content, "assets/f/1/1600x900/bad"), { recursive: true });
  await writeFile(join(content, "assets/f/1/1600x900/bad/broken.jpg"), "not an image");
  first = await build();
}, 60_000);

describe("social cards in a written build", () => {
  it("writes a 1200×630 JPEG for a case study where its og:image points", async () => {
    const url = await ogImage(first, "/case-studies/alpha");
    expect(url).toMatch(/^https:\/\/www\.example\.test\/assets\/social\/case-studies-alpha-[0-9a-f]{8}\.jpg$/);
    expect(await sharp(outputFile(url)).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
  });

  it("writes one for an article too (its page_image only the still again), whose title has XML's special characters", async () => {
    const url = await ogImage(first, "/insights/first-article");
    expect(url).toMatch(/\/assets\/social\/insights-first-article-[0-9a-f]{8}\.jpg$/);
    expect(await sharp(outputFile(url)).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
  });

  it("keeps an og_image the editor chose over the card, and other pages' images as before", async () => {
    expect(await ogImage(first, "/case-studies/chosen")).toContain("/f/1/1600x900/def/other.jpg");
    expect(await ogImage(first, "/case-studies/own-page-image")).toContain("/f/1/1600x900/def/other.jpg");
    expect(await ogImage(first, "/about")).toContain("/f/1/1600x900/abc/still.jpg");
    expect(await ogImage(first, "/")).toBe(`${SITE}/social-card.png`);
  });

  it("gives a story whose still is not in the cache the plain card and a warning naming it", async () => {
    const url = await ogImage(first, "/case-studies/lost");
    expect(await sharp(outputFile(url)).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    const warning = first.warnings.find((w) => w.where === "case-studies/lost");
    expect(warning?.message).toContain("missing.jpg is not in the content cache");
    expect(warning?.path).toBe("content.image.filename");
  });

  it("does the same for a still that is not an image", async () => {
    const url = await ogImage(first, "/case-studies/broken");
    expect(await sharp(outputFile(url)).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    expect(first.warnings.find((w) => w.where === "case-studies/broken")?.message).toContain("broken.jpg cannot be read as an image");
  });

  it("takes every card from the build cache on the next build", async () => {
    const cached = (await readdir(join(cacheDir, "social-cards"))).filter((f) => !f.endsWith(".sha256"));
    // alpha, the article, and the lost and broken stills' plain cards; none for the page with its own og_image
    expect(cached.map((f) => f.replace(/-[0-9a-f]{8}(\.[0-9a-f]{16})?/, "")).sort()).toEqual([
      "case-studies-alpha.jpg",
      "case-studies-broken.plain.jpg",
      "case-studies-lost.plain.jpg",
      "insights-first-article.jpg",
    ]);
    const before = await Promise.all(cached.map((f) => stat(join(cacheDir, "social-cards", f))));
    const cardUrl = await ogImage(first, "/case-studies/alpha");
    const bytes = await readFile(outputFile(cardUrl));
    const second = await build();
    const after = await Promise.all(cached.map((f) => stat(join(cacheDir, "social-cards", f))));
    expect(after.map((s) => s.mtimeMs)).toEqual(before.map((s) => s.mtimeMs));
    expect(await ogImage(second, "/case-studies/alpha")).toBe(cardUrl);
    expect(await readFile(outputFile(cardUrl))).toEqual(bytes);
    expect(second.warnings.filter((w) => w.where === "case-studies/lost")).toHaveLength(1); // warned again, not hidden by the cache
  });

  it("draws the card again under a new name when the still is replaced under the same URL (Storyblok's replace asset): /assets/ is immutable", async () => {
    const cardUrl = await ogImage(first, "/case-studies/alpha");
    const before = await readFile(outputFile(cardUrl));
    await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#c8462a" } })
      .jpeg()
      .toFile(join(content, "assets/f/1/1600x900/abc/still.jpg"));
    const replaced = await build();
    const newUrl = await ogImage(replaced, "/case-studies/alpha");
    expect(newUrl).toMatch(/\/assets\/social\/case-studies-alpha-[0-9a-f]{8}\.jpg$/);
    expect(newUrl).not.toBe(cardUrl);
    const after = await readFile(outputFile(newUrl));
    expect(after).not.toEqual(before);
    // the top-left corner shows the still (the gradient darkens it less than the bottom): now red, not blue
    const { data } = await sharp(after).extract({ left: 0, top: 0, width: 40, height: 40 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]!).toBeGreaterThan(data[2]!);
  });

  it("names every file under /assets/ (served immutable, netlify.toml) by its content; the assets manifest, whose name stays, lives outside it", async () => {
    const files = (await readdir(join(outDir, "assets"), { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((name) => !/-[0-9A-Za-z]{8,}\.(css|js|woff2|svg|jpg)$/.test(name))).toEqual([]);
    expect(await readdir(outDir)).toContain("assets-manifest.json");
  });

  it("does not generate cards for an in-memory build", async () => {
    const inMemory = await runBuild({ contentDir: content, outDir, publicDir: join(content, "public"), preview: false, minify: false, strict: false }, undefined, { write: false });
    expect(inMemory.phases.find((p) => p.name === "cards")?.detail).toBe("0 social cards");
  });
});

describe("socialCardPath", () => {
  const subject = { full_slug: "case-studies/alpha", title: "Alpha", stillFilename: STILL, stillDigest: "0a1b2c3d4e5f6a7b", siteName: "Test Films" };

  it("names a card after the slug and a hash of all it is drawn from, the still's bytes included", () => {
    expect(socialCardPath(subject)).toMatch(/^\/assets\/social\/case-studies-alpha-[0-9a-f]{8}\.jpg$/);
    expect(socialCardPath(subject)).toBe(socialCardPath({ ...subject }));
    for (const change of [{ title: "Beta" }, { stillFilename: null }, { siteName: "Other Films" }, { stillDigest: "7b6a5f4e3d2c1b0a" }]) {
      expect(socialCardPath({ ...subject, ...change })).not.toBe(socialCardPath(subject));
    }
  });
});

describe("card overlay", () => {
  it("wraps a long title to three lines, the last cut with an ellipsis", () => {
    const lines = wrapTitle("one two three four five six seven eight nine ten eleven twelve", 12);
    expect(lines).toHaveLength(3);
    expect(lines.every((l) => l.length <= 12)).toBe(true);
    expect(lines[2]).toMatch(/…$/);
    expect(wrapTitle("Short title", 12)).toEqual(["Short title"]);
    expect(wrapTitle("Supercalifragilistic", 8)).toEqual(["Supercal", "ifragili", "stic"]);
  });

  it("draws the text in a band whose top rows are empty, so no glyph is cut at its edge, for a title of one to three lines", async () => {
    for (const title of ["Alpha", "Ångström Émigré Quay: Ýoung Voices of the Docks and Harbours of the North Sea Coast"]) {
      const { svg, top } = cardTextSvg(title, "Test Films");
      const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      expect(info).toMatchObject({ width: 1200, height: 630 - top, channels: 4 });
      const firstRows = data.subarray(0, 4 * 1200 * 4);
      expect(firstRows.every((byte, i) => i % 4 !== 3 || byte === 0)).toBe(true);
    }
  });

  it("shades the still as the gradient's stops say, linear between them", () => {
    for (const [offset, opacity] of SHADE_STOPS) expect(shadeOpacity(offset)).toBeCloseTo(opacity);
    expect(shadeOpacity(0.2)).toBeCloseTo((SHADE_STOPS[0]![1] + SHADE_STOPS[1]![1]) / 2);
  });

  it("escapes the title for XML", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;");
  });

  it("uses the colours of the site's tokens", async () => {
    const tokens = await readFile("src/styles/tokens.css", "utf8");
    const token = (name: string) => new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6});`).exec(tokens)?.[1];
    expect({ ink: token("ink"), ink3: token("ink-3"), text: token("text-inverse"), muted: token("text-inverse-muted"), accent: token("accent") }).toEqual(CARD_COLOURS);
  });
});
