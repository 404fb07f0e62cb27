// The self-hosted variable font: Inter from @fontsource-variable/inter, latin and
// latin-ext subsets, upright and italic. Files are copied under content-hashed
// names to /assets/fonts/ (served as immutable), so the @font-face rules are
// generated here, where the hashed names are known, and inlined into each page's
// head (see src/layouts/Document.tsx). The metric-matched fallback face that keeps
// the swap from shifting text lives in src/styles/fonts.css.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { UserError } from "./errors";
import type { OutputFile } from "./write";

const PACKAGE = "@fontsource-variable/inter";
const FAMILY = "Inter Variable";
const SUBSETS = ["latin", "latin-ext"];
/** the one face nearly every page paints with; the others load only when a glyph needs them */
const PRELOADED = "inter-latin-wght-normal";
const STYLESHEETS = ["wght.css", "wght-italic.css"];

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
  for (const face of wanted) {
    const contents = await readFile(join(packageDir, "files", `${face.name}.woff2`));
    const hash = createHash("sha256").update(contents).digest("hex").slice(0, 10);
    const path = `assets/fonts/${face.name}-${hash}.woff2`;
    files.push({ path, contents });
    rules.push(fontFaceRule(face, `/${path}`));
    if (face.name === PRELOADED) preload = `/${path}`;
  }
  return { preloads: [preload], faceCss: rules.join(""), files };
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
