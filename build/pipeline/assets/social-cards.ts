// The branded 1200×630 sharing image of each case study and article: its still,
// cover-cropped, under a gradient with its title, the site name and the accent
// (build/pipeline/assets/social-card-svg.ts), at the address the pages name (src/content/social-card.ts).
// Each card is kept in the build cache under its file name, which hashes all it
// shows, plus a hash of the still's bytes: "replace asset" in Storyblok keeps the
// still's URL, so only its bytes tell a replaced still from the one drawn before.
// A build whose cards are all cached reads files and never loads sharp.
// A still that is missing from the content cache or unreadable gives the plain
// branded card and a warning; it never stops the build.
import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { basename, join } from "node:path";
import { pageMeta } from "../../../src/content/page-meta";
import type { Route } from "../../../src/content/route";
import type { BuildWarning, Site } from "../../../src/content/site";
import { hasSocialCard, type SocialCardSubject, socialCardPath, socialCardSubject } from "../../../src/content/social-card";
import { assetCachePath } from "../../content-cache/asset-paths";
import { cachedFile } from "../../shared/build-step-cache";
import type { CopiedFile } from "../write/output-files";
import { CARD_COLOURS, CARD_HEIGHT, CARD_WIDTH, cardTextSvg, plainBackgroundSvg, shadeOpacity } from "./social-card-svg";

const CACHE_KIND = "social-cards";
/** cards made at once: sharp spreads each over its own threads, so a few keep both cores busy */
const CONCURRENCY = 4;
// mozjpeg's quantisation tables and deringing; not its trellis quantisation, which took three
// fifths of a card's time for cards no smaller and no closer to what was drawn than these at a
// lower quality without it (PSNR 39.3 against 38.4 dB), nor its progressive scans, which took a
// third of the encode for 4% of the bytes (the pixels are the same)
const JPEG = { quality: 77, quantisationTable: 3, overshootDeringing: true, optimiseCoding: true } as const;

/** One card per case study and article among the routes, as files for the output folder. */
export async function buildSocialCards(routes: Route[], site: Site, contentDir: string, warn: (w: BuildWarning) => void): Promise<CopiedFile[]> {
  const cards = new Map<string, SocialCardSubject>();
  for (const route of routes) {
    if (!hasSocialCard(route.kind)) continue;
    const subject = socialCardSubject(route.story, site.settings.site_name);
    const path = socialCardPath(subject);
    // only the cards pages name: a page with an image the editor chose needs none
    if (pageMeta(site, route).ogImage.endsWith(path)) cards.set(path, subject);
  }
  return inBatchesOf(CONCURRENCY, [...cards], async ([path, subject]) => ({
    path: path.slice(1),
    copyOf: await socialCard(basename(path), subject, join(contentDir, "assets"), warn),
  }));
}

/** The card's file in the build cache, drawn first when it is not there. */
async function socialCard(name: string, subject: SocialCardSubject, assetsDir: string, warn: (w: BuildWarning) => void): Promise<string> {
  const still = await stillFile(subject, assetsDir, warn);
  if (still) {
    try {
      const stillHash = createHash("sha256")
        .update(await readFile(still))
        .digest("hex")
        .slice(0, 16);
      return await cachedFile(CACHE_KIND, name.replace(/\.jpg$/, `.${stillHash}.jpg`), () => renderCard(subject, still));
    } catch (error) {
      // not cached: the plain card stands in until the file is fixed, and the warning repeats each build
      warn(stillWarning(subject, `cannot be read as an image (${error instanceof Error ? error.message : String(error)})`));
    }
  }
  return cachedFile(CACHE_KIND, name.replace(/\.jpg$/, ".plain.jpg"), () => renderCard(subject, null));
}

/** The still's file in the content cache; null (with a warning when a still is set) when there is none. */
async function stillFile(subject: SocialCardSubject, assetsDir: string, warn: (w: BuildWarning) => void): Promise<string | null> {
  if (!subject.stillFilename) return null;
  const asset = assetCachePath(subject.stillFilename);
  if (!asset || asset === "unsafe") {
    warn(stillWarning(subject, "is not a Storyblok asset the content cache can hold"));
    return null;
  }
  const file = join(assetsDir, asset.cachePath);
  if ((await stat(file).catch(() => null))?.isFile()) return file;
  warn(stillWarning(subject, `is not in the content cache (assets/${asset.cachePath})`));
  return null;
}

function stillWarning(subject: SocialCardSubject, problem: string): BuildWarning {
  return {
    where: subject.full_slug,
    path: "content.image.filename",
    message: `the still ${subject.stillFilename} ${problem}, so the social card has the plain branded background; run "npm run fetch" again or choose another image`,
  };
}

async function renderCard(subject: SocialCardSubject, still: string | null): Promise<Uint8Array> {
  // loaded here, not at the top: a build that finds every card cached does not pay for it
  const { default: sharp } = await import("sharp");
  const pixels = still ? await rgbPixels(sharp(still).rotate().resize(CARD_WIDTH, CARD_HEIGHT, { fit: "cover" })) : Buffer.from(await plainBackground());
  shade(pixels);
  const { svg, top } = cardTextSvg(subject.title, subject.siteName);
  const text = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  if (text.info.channels !== 4 || text.info.width !== CARD_WIDTH) throw new Error(`the card's text came out ${text.info.width} pixels wide with ${text.info.channels} channels`);
  over(pixels, text.data, top);
  return sharp(pixels, { raw: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 3 } })
    .jpeg(JPEG)
    .toBuffer();
}

type Sharp = import("sharp").Sharp;

/** The image's pixels as 8-bit sRGB, three bytes each, any transparency over the ink colour. */
async function rgbPixels(image: Sharp): Promise<Buffer> {
  const { data, info } = await image.flatten({ background: CARD_COLOURS.ink }).toColourspace("srgb").removeAlpha().raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== 3 || info.width !== CARD_WIDTH || info.height !== CARD_HEIGHT) throw new Error(`came out ${info.width}×${info.height} with ${info.channels} channels`);
  return data;
}

/** The plain branded background, drawn once a build: copied for each card without a still. */
let plain: Promise<Buffer> | undefined;
function plainBackground(): Promise<Buffer> {
  plain ??= import("sharp").then(({ default: sharp }) => rgbPixels(sharp(Buffer.from(plainBackgroundSvg()))));
  plain.catch(() => {
    plain = undefined;
  });
  return plain;
}

/**
 * For each row, channel and byte value, that value under the ink colour at the row's shade
 * (shadeOpacity): a table, so shading a card is a lookup a byte, not float maths on the main thread.
 */
let shadeTable: Uint8Array | undefined;
function shadeLookup(): Uint8Array {
  if (shadeTable) return shadeTable;
  const ink = [1, 3, 5].map((at) => Number.parseInt(CARD_COLOURS.ink.slice(at, at + 2), 16));
  shadeTable = new Uint8Array(CARD_HEIGHT * 3 * 256);
  for (let y = 0; y < CARD_HEIGHT; y++) {
    const opacity = shadeOpacity((y + 0.5) / CARD_HEIGHT);
    for (let c = 0; c < 3; c++) {
      for (let v = 0; v < 256; v++) shadeTable[(y * 3 + c) * 256 + v] = Math.round(v * (1 - opacity) + ink[c]! * opacity);
    }
  }
  return shadeTable;
}

/** Each row of pixels (RGB) under the ink colour at the shade's opacity for that row. */
function shade(pixels: Buffer): void {
  const table = shadeLookup();
  const rowBytes = CARD_WIDTH * 3;
  for (let y = 0; y < CARD_HEIGHT; y++) {
    const r = y * 768;
    const g = r + 256;
    const b = r + 512;
    for (let p = y * rowBytes, end = p + rowBytes; p < end; p += 3) {
      pixels[p] = table[r + pixels[p]!]!;
      pixels[p + 1] = table[g + pixels[p + 1]!]!;
      pixels[p + 2] = table[b + pixels[p + 2]!]!;
    }
  }
}

/** The RGBA band `layer`, the card's width and starting `top` rows down, drawn over the RGB pixels. */
function over(pixels: Buffer, band: Buffer, top: number): void {
  // four bytes at a time: most of the band is clear, and a clear pixel is skipped on one comparison
  const layer = band.byteOffset % 4 === 0 ? band : Buffer.from(band);
  const words = new Uint32Array(layer.buffer, layer.byteOffset, layer.length >> 2);
  const base = top * CARD_WIDTH * 3;
  for (let i = 0; i < words.length; i++) {
    if (words[i] === 0) continue;
    const q = i * 4;
    const alpha = layer[q + 3]!;
    if (alpha === 0) continue;
    const p = base + i * 3;
    const keep = 255 - alpha;
    pixels[p] = (pixels[p]! * keep + layer[q]! * alpha + 127) / 255;
    pixels[p + 1] = (pixels[p + 1]! * keep + layer[q + 1]! * alpha + 127) / 255;
    pixels[p + 2] = (pixels[p + 2]! * keep + layer[q + 2]! * alpha + 127) / 255;
  }
}

/** map with at most `limit` calls running at once, results in input order. */
async function inBatchesOf<T, R>(limit: number, items: T[], map: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await map(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
