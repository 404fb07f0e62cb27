// Social cards in a written build: each case study's and article's og:image names a card under
// /og/, and the card manifest the build writes beside the output lists what it is drawn from
// (functions/og-image.ts draws it on request: tests/unit/og-image.test.ts); other pages keep their
// image; a missing still gives the plain card and a warning; a replaced still a new name.
import { mkdir, readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { readSocialCardManifest, SOCIAL_CARD_MANIFEST_PATH, type SocialCardManifest } from "../../build/pipeline/assets/social-card-manifest";
import type { WrittenPage } from "../../build/pipeline/render/render";
import { type BuildResult, runBuild } from "../../build/pipeline/run-build";
import { CARD_COLOURS, cardTextSvg, escapeXml, SHADE_STOPS, shadeOpacity, wrapTitle } from "../../functions/lib/social-card-svg";
import { SOCIAL_CARD_NAME, socialCardPath } from "../../src/content/social-card";
import { makeContentDir, story } from "../helpers/content";

const SITE = "https://www.example.test";
const STILL = "https://a.storyblok.com/f/1/1600x900/abc/still.jpg";
const OTHER_IMAGE = "https://a.storyblok.com/f/1/1600x900/def/other.jpg";
const MISSING = "https://a.storyblok.com/f/1/1600x900/fed/missing.jpg";
const asset = (filename: string) => ({ filename, alt: "" });
const caseStudy = (slug: string, name: string, content: Record<string, unknown> = {}) =>
  story({ full_slug: `case-studies/${slug}`, name, content: { component: "case_study", date: "2025-01-01 10:00", description: "A film.", image: asset(STILL), ...content } });

let content: string;
let outDir: string;
let first: BuildResult<WrittenPage>;
let firstCards: SocialCardManifest;

// incremental, as a production build is: a replaced still must reach the pages the planner would otherwise reuse
const build = () => runBuild({ contentDir: content, outDir, publicDir: join(content, "public"), preview: false, minify: false, strict: false }, undefined, { incremental: true });
/** The og:image of a page as written into the output folder by the build given. */
const ogImage = async (result: BuildResult<WrittenPage>, url: string) => {
  const page = result.pages.find((p) => p.route.url === url);
  if (!page) throw new Error(`no page at ${url}`);
  return /<meta property="og:image" content="([^"]+)"/.exec(await readFile(join(outDir, page.route.outputPath), "utf8"))?.[1] ?? "";
};
const cardName = (absolute: string) => new URL(absolute).pathname.replace(/^\/og\//, "");
const manifest = async () => readSocialCardManifest(await readFile(join(outDir, SOCIAL_CARD_MANIFEST_PATH), "utf8"));

beforeAll(async () => {
  content = await makeContentDir([
    caseStudy("alpha", "Alpha Homes: Low-Energy Living", { seo: { og_image: STILL } }),
    caseStudy("chosen", "Chosen Image", { seo: { og_image: OTHER_IMAGE } }),
    caseStudy("own-page-image", "Own Page Image", { page_image: asset(OTHER_IMAGE) }),
    caseStudy("lost", "Lost Still", { image: asset(MISSING) }),
    story({
      full_slug: "insights/first-article",
      name: 'Why <Video> & "Sound" Matter',
      content: { component: "article", date: "2025-02-01 09:00", excerpt: "Sound.", category: "General", image: asset(STILL), page_image: asset(STILL) },
    }),
    story({ full_slug: "about", name: "About", content: { component: "page", body: [], page_image: asset(STILL) } }),
  ]);
  outDir = join(content, "out");
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#3a6b8c" } })
    .jpeg()
    .toFile(await stillFile());
  first = await build();
  firstCards = await manifest();
}, 60_000);

async function stillFile(): Promise<string> {
  const file = join(content, "assets/f/1/1600x900/abc/still.jpg");
  await mkdir(join(file, ".."), { recursive: true });
  return file;
}

describe("social cards in a written build", () => {
  it("names a card under /og/ for a case study, listed in the card manifest with its title, the site name and its still", async () => {
    const url = await ogImage(first, "/case-studies/alpha");
    expect(url).toMatch(/^https:\/\/www\.example\.test\/og\/case-studies-alpha-[0-9a-f]{8}\.jpg$/);
    expect(cardName(url)).toMatch(SOCIAL_CARD_NAME);
    expect(firstCards.get(cardName(url))).toEqual({
      title: "Alpha Homes: Low-Energy Living",
      siteName: expect.any(String),
      still: { url: STILL, digest: expect.stringMatching(/^[0-9a-f]{16}$/) },
    });
  });

  it("names one for an article too (its page_image only the still again), its title as it is: the drawing escapes it", async () => {
    const url = await ogImage(first, "/insights/first-article");
    expect(url).toMatch(/\/og\/insights-first-article-[0-9a-f]{8}\.jpg$/);
    expect(firstCards.get(cardName(url))).toMatchObject({ title: 'Why <Video> & "Sound" Matter', still: { url: STILL } });
  });

  it("keeps an og_image the editor chose over the card, and other pages' images as before; lists only the cards pages name", async () => {
    expect(await ogImage(first, "/case-studies/chosen")).toContain("/f/1/1600x900/def/other.jpg");
    expect(await ogImage(first, "/case-studies/own-page-image")).toContain("/f/1/1600x900/def/other.jpg");
    expect(await ogImage(first, "/about")).toContain("/f/1/1600x900/abc/still.jpg");
    expect(await ogImage(first, "/")).toBe(`${SITE}/social-card.png`);
    expect([...firstCards.keys()].map((name) => name.replace(/-[0-9a-f]{8}\.jpg$/, "")).sort()).toEqual(["case-studies-alpha", "case-studies-lost", "insights-first-article"]);
  });

  it("lists a story whose still is not in the cache as a plain card, with a warning naming it", async () => {
    expect(firstCards.get(cardName(await ogImage(first, "/case-studies/lost")))).toMatchObject({ title: "Lost Still", still: null });
    const warning = first.warnings.find((w) => w.where === "case-studies/lost");
    expect(warning?.message).toContain("missing.jpg is not in the content cache");
    expect(warning?.path).toBe("content.image.filename");
  });

  it("draws nothing: no image file in the output, and the cards phase only names them", async () => {
    const files = (await readdir(outDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
    expect(files.filter((name) => /\.(jpe?g|webp|avif)$/.test(name))).toEqual([]);
    expect(first.phases.find((p) => p.name === "cards")?.detail).toBe("3 social cards named");
  });

  it("names the card anew when the still is replaced under the same URL (Storyblok's replace asset): a card is kept as immutable", async () => {
    const cardUrl = await ogImage(first, "/case-studies/alpha");
    await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#c8462a" } })
      .jpeg()
      .toFile(await stillFile());
    const replaced = await build();
    const newUrl = await ogImage(replaced, "/case-studies/alpha");
    expect(newUrl).toMatch(/\/og\/case-studies-alpha-[0-9a-f]{8}\.jpg$/);
    expect(newUrl).not.toBe(cardUrl);
    const cards = await manifest();
    expect(cards.get(cardName(newUrl))?.still?.digest).not.toBe(firstCards.get(cardName(cardUrl))?.still?.digest);
    expect(cards.has(cardName(cardUrl))).toBe(false);
    expect(replaced.warnings.filter((w) => w.where === "case-studies/lost")).toHaveLength(1); // warned again each build
  });

  it("names every file under /assets/ (served immutable, netlify.toml) by its content; the manifests, whose names stay, live outside it", async () => {
    const files = (await readdir(join(outDir, "assets"), { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((name) => !/-[0-9A-Za-z]{8,}\.(css|js|woff2|svg)$/.test(name))).toEqual([]);
    expect(await readdir(outDir)).toEqual(expect.arrayContaining(["assets-manifest.json", SOCIAL_CARD_MANIFEST_PATH]));
  });

  it("names no cards for an in-memory build", async () => {
    const inMemory = await runBuild({ contentDir: content, outDir, publicDir: join(content, "public"), preview: false, minify: false, strict: false }, undefined, { write: false });
    expect(inMemory.phases.find((p) => p.name === "cards")?.detail).toBe("0 social cards named");
  });
});

describe("the card manifest", () => {
  it("refuses a file that is not one the build writes, saying what is wrong", () => {
    expect(() => readSocialCardManifest("{}")).toThrow(/no "cards" object/);
    expect(() => readSocialCardManifest(JSON.stringify({ cards: { "a-0000aaaa.jpg": { title: 1, siteName: "x", still: null } } }))).toThrow(/a-0000aaaa\.jpg/);
    expect(() => readSocialCardManifest(JSON.stringify({ cards: { "a-0000aaaa.jpg": { title: "A", siteName: "x", still: STILL } } }))).toThrow(/still: \{ url, digest \}/);
    expect(readSocialCardManifest(JSON.stringify({ cards: { "a-0000aaaa.jpg": { title: "A", siteName: "x", still: null } } })).get("a-0000aaaa.jpg")).toEqual({
      title: "A",
      siteName: "x",
      still: null,
    });
  });
});

describe("socialCardPath", () => {
  const subject = { full_slug: "case-studies/alpha", title: "Alpha", stillFilename: STILL, stillDigest: "0a1b2c3d4e5f6a7b", siteName: "Test Films" };

  it("names a card after the slug and a hash of all it is drawn from, the still's bytes included", () => {
    expect(socialCardPath(subject)).toMatch(/^\/og\/case-studies-alpha-[0-9a-f]{8}\.jpg$/);
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
    expect(lines.every((l: string) => l.length <= 12)).toBe(true);
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
