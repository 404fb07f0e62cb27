// The self-hosted variable font: Inter from @fontsource-variable/inter, latin and
// latin-ext subsets, upright and italic, each cut to the weights the site uses
// (WEIGHTS) and to the OpenType features it needs (FEATURES), which takes two fifths
// off the bytes every first visit waits for (the preloaded face 48 → 29 KB). Files go
// under content-hashed names to /assets/fonts/ (served as immutable), so the
// @font-face rules are generated here, where the hashed names are known, and inlined
// into each page's head (see src/layouts/Document.tsx). The metric-matched fallback
// face that keeps the swap from shifting text lives in src/styles/fonts.css.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { cachedFile } from "./build-cache";
import { UserError } from "./errors";
import type { OutputFile } from "./write";

const PACKAGE = "@fontsource-variable/inter";
const FAMILY = "Inter Variable";
const SUBSETS = ["latin", "latin-ext"];
/** the one face nearly every page paints with; the others load only when a glyph needs them */
const PRELOADED = "inter-latin-wght-normal";
const STYLESHEETS = ["wght.css", "wght-italic.css"];
/**
 * The weight axis the faces keep: the stylesheets' weights run from --weight-regular (400) to
 * --weight-display (750) in src/styles/tokens.css (tests/unit/fonts.test.ts holds every
 * font-weight in the stylesheets to this range). A weight outside it shows as the nearest kept.
 */
export const WEIGHTS = { min: 400, max: 750 } as const;
/**
 * The OpenType features the faces keep: those a browser applies to Latin text by itself
 * (HarfBuzz's defaults for horizontal text) and the tabular figures the stylesheets ask for
 * (font-variant-numeric: tabular-nums); tests/unit/fonts.test.ts holds every feature the
 * stylesheets ask for to this list. What goes is Inter's fractions and proportional-figure
 * switch. The one default this leaves out is HarfBuzz's automatic fraction around U+2044 (1⁄2),
 * which then shows as typed.
 */
export const FEATURES = ["rvrn", "ccmp", "locl", "mark", "mkmk", "rlig", "calt", "clig", "curs", "kern", "liga", "rclt", "ltra", "ltrm", "tnum"];

export interface FontBundle {
  /** URLs to preload (the upright latin face) */
  preloads: string[];
  /** @font-face rules naming the hashed files */
  faceCss: string;
  files: OutputFile[];
}

interface FontFace {
  /** the file's name without extension, e.g. inter-latin-wght-normal */
  name: string;
  style: string;
  weight: string;
  unicodeRange: string;
}

export async function buildFonts(): Promise<FontBundle> {
  const packageDir = dirname(createRequire(import.meta.url).resolve(`${PACKAGE}/package.json`));
  const faces = (await Promise.all(STYLESHEETS.map((f) => readFile(join(packageDir, f), "utf8")))).flatMap(parseFaces);
  const wanted = faces.filter((face) => SUBSETS.some((subset) => face.name === `inter-${subset}-wght-${face.style}`));
  if (!wanted.some((face) => face.name === PRELOADED)) {
    throw new UserError(
      `${PACKAGE} has no ${PRELOADED}.woff2 face in ${STYLESHEETS.join(", ")}`,
      `reinstall it with "npm install ${PACKAGE}", or update build/fonts.ts to the package's new file names`,
    );
  }
  const files: OutputFile[] = [];
  const rules: string[] = [];
  let preload = "";
  const version = await subsetterVersion();
  for (const face of wanted) {
    const original = await readFile(join(packageDir, "files", `${face.name}.woff2`));
    // harfbuzz takes a few hundred milliseconds a face: cut once, then kept by what decides the cut
    const key = `${face.name}-${sha256(original)}-${WEIGHTS.min}-${WEIGHTS.max}-${sha256(Buffer.from(FEATURES.join()))}-${version}.woff2`;
    const contents = await readFile(await cachedFile("fonts", key, () => cutFace(original, face.unicodeRange)));
    const path = `assets/fonts/${face.name}-${sha256(contents)}.woff2`;
    files.push({ path, contents });
    rules.push(fontFaceRule({ ...face, weight: `${WEIGHTS.min} ${WEIGHTS.max}` }, `/${path}`));
    if (face.name === PRELOADED) preload = `/${path}`;
  }
  return { preloads: [preload], faceCss: rules.join(""), files };
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex").slice(0, 10);

/** The face with the weight axis cut to WEIGHTS, every character of its unicode range and the FEATURES kept. */
async function cutFace(font: Uint8Array, unicodeRange: string): Promise<Uint8Array> {
  // harfbuzz and its woff2 codecs load only to cut a face, not with every build
  const { default: subsetFont } = await import("subset-font");
  return subsetFont(font, charactersOf(unicodeRange), { targetFormat: "woff2", variationAxes: { wght: WEIGHTS }, keepFeatures: FEATURES });
}

/** "U+0000-00FF,U+0131" → every character in those ranges. */
export function charactersOf(unicodeRange: string): string {
  let characters = "";
  for (const part of unicodeRange.split(",")) {
    const [from, to] = part
      .trim()
      .replace(/^U\+/i, "")
      .split("-")
      .map((hex) => Number.parseInt(hex, 16));
    for (let code = from!; code <= (to ?? from!); code++) characters += String.fromCodePoint(code);
  }
  return characters;
}

async function subsetterVersion(): Promise<string> {
  const manifest = createRequire(import.meta.url).resolve("subset-font/package.json");
  return (JSON.parse(await readFile(manifest, "utf8")) as { version: string }).version;
}

/** Reads the @font-face rules of one of the package's stylesheets. */
export function parseFaces(css: string): FontFace[] {
  const faces: FontFace[] = [];
  for (const [, body] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const field = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(body!)?.[1]?.trim();
    const file = /url\(\.\/files\/([\w-]+)\.woff2\)/.exec(body!)?.[1];
    const style = field("font-style");
    const weight = field("font-weight");
    const unicodeRange = field("unicode-range");
    if (file && style && weight && unicodeRange) faces.push({ name: file, style, weight, unicodeRange });
  }
  return faces;
}

function fontFaceRule(face: FontFace, url: string): string {
  return (
    `@font-face{font-family:"${FAMILY}";font-style:${face.style};font-display:swap;font-weight:${face.weight};` +
    `src:url(${url}) format("woff2");unicode-range:${face.unicodeRange}}`
  );
}
