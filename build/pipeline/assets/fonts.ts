// The self-hosted variable font: Inter from @fontsource-variable/inter, latin and
// latin-ext subsets, upright and italic, each cut to the weights the site uses
// (WEIGHTS) and to the OpenType features it needs (FEATURES). The latin faces are cut
// in two again: the characters of English text (CORE), which nearly every page paints
// with, and the rest, which a browser fetches only for a page that has one of them.
// Together that takes three fifths off the bytes every first visit waits for (the
// preloaded face 48 → 20 KB). Files go under content-hashed names to /assets/fonts/
// (served as immutable), so the @font-face rules are generated here, where the hashed
// names are known, and inlined into each page's head (see src/layouts/Document.tsx).
// The metric-matched fallback face that keeps the swap from shifting text lives in
// src/styles/fonts.css.
// Cutting a face (harfbuzz, then brotli for WOFF2, in wasm) took 2 s of a cold build's
// main thread, though the faces depend on code only (the package's files, the cut
// below, subset-font's version: the lock file), never on content. So they are cut once,
// by "npm run fonts:cut" (this module run as a script), into src/styles/fonts/, each
// named by everything that decides it (faceKey), and a build reads them from there. A
// face not there (the package or the cut changed) is cut by the build and kept in the
// build cache, as before; tests/unit/fonts.test.ts fails until the folder is cut again,
// and also when a fresh cut no longer equals the committed bytes (e.g. harfbuzz updated).
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { cachedFile } from "../../shared/build-step-cache";
import { UserError } from "../../shared/errors";
import type { OutputFile } from "../write/output-files";

const PACKAGE = "@fontsource-variable/inter";
const FAMILY = "Inter Variable";
const SUBSETS = ["latin", "latin-ext"];
/** the one face nearly every page paints with; the others load only when a glyph needs them */
const PRELOADED = "inter-latin-core-wght-normal";
/**
 * The characters of English text, cut from the latin faces into core faces of their own: ASCII,
 * the no-break and soft hyphen, the zero-width characters pasted text brings, £ © ® ° · × é, the
 * dashes, curly quotes, bullet and ellipsis, € and ™. A page with any other latin character (ü, ñ,
 * ¿…) also fetches the latin face with the rest; kerning between a glyph of each face is lost.
 */
export const CORE = "U+0000-007E,U+00A0,U+00A3,U+00A9,U+00AD-00AE,U+00B0,U+00B7,U+00D7,U+00E9,U+200B-200D,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+20AC,U+2122,U+FEFF";
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
  /** the package's file it is cut from, without extension (the name, but for a core face) */
  source: string;
  style: string;
  weight: string;
  unicodeRange: string;
}

/** The committed faces, cut by "npm run fonts:cut". */
export const CUT_FACES_DIR = resolve(import.meta.dirname, "../../../src/styles/fonts");

/** Each face the site serves, with the package's file it is cut from and the name of its cut (see the top). */
export async function plannedFaces(): Promise<{ face: FontFace; original: Buffer; key: string }[]> {
  const packageDir = dirname(createRequire(import.meta.url).resolve(`${PACKAGE}/package.json`));
  const faces = (await Promise.all(STYLESHEETS.map((f) => readFile(join(packageDir, f), "utf8")))).flatMap(parseFaces);
  const wanted = faces.filter((face) => SUBSETS.some((subset) => face.name === `inter-${subset}-wght-${face.style}`)).flatMap(splitCore);
  if (!wanted.some((face) => face.name === PRELOADED)) {
    throw new UserError(
      `${PACKAGE} has no ${PRELOADED}.woff2 face in ${STYLESHEETS.join(", ")}`,
      `reinstall it with "npm install ${PACKAGE}", or update build/pipeline/assets/fonts.ts to the package's new file names`,
    );
  }
  const version = await subsetterVersion();
  return Promise.all(
    wanted.map(async (face) => {
      const original = await readFile(join(packageDir, "files", `${face.source}.woff2`));
      const cut = sha256(Buffer.from(`${face.unicodeRange}\0${FEATURES.join()}`));
      return { face, original, key: `${face.name}-${sha256(original)}-${WEIGHTS.min}-${WEIGHTS.max}-${cut}-${version}.woff2` };
    }),
  );
}

export async function buildFonts(): Promise<FontBundle> {
  const files: OutputFile[] = [];
  const rules: string[] = [];
  let preload = "";
  for (const { face, original, key } of await plannedFaces()) {
    // harfbuzz takes a few hundred milliseconds a face: the committed cut, else cut once and kept by what decides the cut
    const contents = (await readFile(join(CUT_FACES_DIR, key)).catch(() => null)) ?? (await readFile(await cachedFile("fonts", key, () => cutFace(original, face.unicodeRange))));
    const path = `assets/fonts/${face.name}-${sha256(contents)}.woff2`;
    files.push({ path, contents });
    rules.push(fontFaceRule({ ...face, weight: `${WEIGHTS.min} ${WEIGHTS.max}` }, `/${path}`));
    if (face.name === PRELOADED) preload = `/${path}`;
  }
  return { preloads: [preload], faceCss: rules.join(""), files };
}

/** A latin face as two: its CORE characters, and the rest of its range; any other face as it is. */
function splitCore(face: FontFace): FontFace[] {
  if (!face.name.startsWith("inter-latin-wght-")) return [face];
  const all = codePointsOf(face.unicodeRange);
  const inFace = new Set(all);
  const core = new Set(codePointsOf(CORE).filter((point) => inFace.has(point)));
  return [
    { ...face, name: face.name.replace("inter-latin-", "inter-latin-core-"), unicodeRange: unicodeRangeOf([...core]) },
    { ...face, unicodeRange: unicodeRangeOf(all.filter((point) => !core.has(point))) },
  ];
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex").slice(0, 10);

/** The face with the weight axis cut to WEIGHTS, every character of its unicode range and the FEATURES kept. */
export async function cutFace(font: Uint8Array, unicodeRange: string): Promise<Uint8Array> {
  // harfbuzz and its woff2 codecs load only to cut a face, not with every build
  const { default: subsetFont } = await import("subset-font");
  return subsetFont(font, charactersOf(unicodeRange), { targetFormat: "woff2", variationAxes: { wght: WEIGHTS }, keepFeatures: FEATURES });
}

/** "U+0000-00FF,U+0131" → every character in those ranges. */
export function charactersOf(unicodeRange: string): string {
  return String.fromCodePoint(...codePointsOf(unicodeRange));
}

/** "U+0041-0043,U+0131" → [0x41, 0x42, 0x43, 0x131], in the range's order. */
export function codePointsOf(unicodeRange: string): number[] {
  const points: number[] = [];
  for (const part of unicodeRange.split(",")) {
    const [from, to] = part
      .trim()
      .replace(/^U\+/i, "")
      .split("-")
      .map((hex) => Number.parseInt(hex, 16));
    for (let code = from!; code <= (to ?? from!); code++) points.push(code);
  }
  return points;
}

/** Code points → the shortest unicode-range that names them: [0x41, 0x42, 0x43, 0x131] → "U+0041-0043,U+0131". */
export function unicodeRangeOf(points: number[]): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, "0");
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(i === j ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j + 1;
  }
  return parts.join(",");
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
    if (file && style && weight && unicodeRange) faces.push({ name: file, source: file, style, weight, unicodeRange });
  }
  return faces;
}

function fontFaceRule(face: FontFace, url: string): string {
  return (
    `@font-face{font-family:"${FAMILY}";font-style:${face.style};font-display:swap;font-weight:${face.weight};` +
    `src:url(${url}) format("woff2");unicode-range:${face.unicodeRange}}`
  );
}

/** npm run fonts:cut: cuts every face afresh into CUT_FACES_DIR, and removes the cuts no longer used. */
export async function writeCutFaces(): Promise<string[]> {
  await rm(CUT_FACES_DIR, { recursive: true, force: true });
  await mkdir(CUT_FACES_DIR, { recursive: true });
  const planned = await plannedFaces();
  for (const { face, original, key } of planned) await writeFile(join(CUT_FACES_DIR, key), await cutFace(original, face.unicodeRange));
  return (await readdir(CUT_FACES_DIR)).sort();
}
