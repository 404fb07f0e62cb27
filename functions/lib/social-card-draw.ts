// Drawing one social card (functions/og-image.ts): the still cover-cropped to the card, shaded and
// with its text (social-card-svg.ts, in the card's own faces: social-card-fontconfig.ts) drawn over
// it, as JPEG.
import sharp, { type Sharp } from "sharp";
import type { SocialCardEntry } from "../../build/pipeline/assets/social-card-manifest";
import { pointFontconfigAtCardFonts } from "./social-card-fontconfig";
import { CARD_COLOURS, CARD_HEIGHT, CARD_WIDTH, cardTextSvg, plainBackgroundSvg, shadeOpacity } from "./social-card-svg";

// mozjpeg's quantisation tables and deringing; not its trellis quantisation, which took three
// fifths of a card's time for cards no smaller and no closer to what was drawn than these at a
// lower quality without it (PSNR 39.3 against 38.4 dB), nor its progressive scans, which took a
// third of the encode for 4% of the bytes (the pixels are the same)
const JPEG = { quality: 77, quantisationTable: 3, overshootDeringing: true, optimiseCoding: true } as const;

/** The card of `entry` over its still (an image's bytes), or over the plain branded background when null, as JPEG. */
export async function drawSocialCard(entry: Pick<SocialCardEntry, "title" | "siteName">, still: Uint8Array | null): Promise<Uint8Array> {
  pointFontconfigAtCardFonts();
  const pixels = still ? await rgbPixels(sharp(still).rotate().resize(CARD_WIDTH, CARD_HEIGHT, { fit: "cover" })) : Buffer.from(await plainBackground());
  shade(pixels);
  const { svg, top } = cardTextSvg(entry.title, entry.siteName);
  const text = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  if (text.info.channels !== 4 || text.info.width !== CARD_WIDTH) throw new Error(`the card's text came out ${text.info.width} pixels wide with ${text.info.channels} channels`);
  over(pixels, text.data, top);
  return sharp(pixels, { raw: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 3 } })
    .jpeg(JPEG)
    .toBuffer();
}

/** The image's pixels as 8-bit sRGB, three bytes each, any transparency over the ink colour. */
async function rgbPixels(image: Sharp): Promise<Buffer> {
  const { data, info } = await image.flatten({ background: CARD_COLOURS.ink }).toColourspace("srgb").removeAlpha().raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== 3 || info.width !== CARD_WIDTH || info.height !== CARD_HEIGHT) throw new Error(`came out ${info.width}×${info.height} with ${info.channels} channels`);
  return data;
}

/** The plain branded background, drawn once a process: copied for each card without a still. */
let plain: Promise<Buffer> | undefined;
function plainBackground(): Promise<Buffer> {
  plain ??= rgbPixels(sharp(Buffer.from(plainBackgroundSvg())));
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
