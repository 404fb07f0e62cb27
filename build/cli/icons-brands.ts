// npm run icons:brands: writes the brand marks the site shows (share buttons, social
// links), one small SVG per mark, public/assets/brand-marks/<brand>-<hash>.svg, and the
// module that names them, src/components/brand-marks.ts. The marks come from
// simple-icons; LinkedIn, which simple-icons does not carry, is drawn here.
// Files, not inline paths: every page's footer drew three marks inline (1.4 KB of each
// page in brotli, which pushed the home page past the first round trip), and the share
// buttons' chunk carried the paths again; each file is fetched once and kept (/assets/*
// is immutable), and only where a mark is laid out. One file per mark, not one sprite
// with a <view> per mark: a CSS image of sprite.svg#view keeps the sprite's own size, so
// each mark showed the whole strip squeezed into its box (issue 25). Each file is a
// square with no width or height, so it scales to whatever box shows it.
// src/components/BrandIcon.tsx shows one as a mask over the text colour.
// Nothing the site runs imports simple-icons, whose one module holds every mark it
// has (5 MB). tests/unit/brand-marks.test.tsx fails once the written files no longer
// match the installed simple-icons.
import { createHash } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { siFacebook, siInstagram, siVimeo, siWhatsapp, siX } from "simple-icons";

export const BRAND_MARKS_MODULE = "src/components/brand-marks.ts";
export const MARKS_DIR = "public/assets/brand-marks";

export const LINKEDIN_PATH =
  "M3 3h18v18H3z M7 10h2.5v7H7z M8.25 6.5a1.3 1.3 0 1 1 0 2.6 1.3 1.3 0 0 1 0-2.6z M11 10h2.4v1c.4-.7 1.3-1.2 2.4-1.2 2 0 2.7 1.2 2.7 3.3V17H16v-3.5c0-1-.3-1.6-1.1-1.6-.9 0-1.4.6-1.4 1.6V17H11z";

export interface Mark {
  /** SVG path data on a 24 × 24 grid */
  path: string;
  fillRule: "nonzero" | "evenodd";
}

/** Each brand's mark: simple-icons' are filled as its own SVGs are (nonzero); the LinkedIn drawing punches its letters out (evenodd). */
export const MARKS: Record<string, Mark> = {
  twitter: { path: siX.path, fillRule: "nonzero" },
  facebook: { path: siFacebook.path, fillRule: "nonzero" },
  whatsapp: { path: siWhatsapp.path, fillRule: "nonzero" },
  instagram: { path: siInstagram.path, fillRule: "nonzero" },
  vimeo: { path: siVimeo.path, fillRule: "nonzero" },
  linkedin: { path: LINKEDIN_PATH, fillRule: "evenodd" },
};

export interface MarkFile {
  /** the file's path under the repository, public/assets/brand-marks/<brand>-<hash>.svg */
  path: string;
  svg: string;
}

export interface BrandMarks {
  files: MarkFile[];
  module: string;
}

export function markSvg({ path, fillRule }: Mark): string {
  const rule = fillRule === "evenodd" ? ' fill-rule="evenodd"' : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path${rule} d="${path}"/></svg>\n`;
}

export function brandMarks(): BrandMarks {
  const files = Object.entries(MARKS).map(([brand, mark]) => {
    const svg = markSvg(mark);
    return { brand, path: join(MARKS_DIR, `${brand}-${createHash("sha256").update(svg).digest("hex").slice(0, 10)}.svg`), svg };
  });
  const module = [
    "// Written by npm run icons:brands (build/cli/icons-brands.ts): each brand mark's file (a 24 × 24",
    "// square with no size of its own), by brand.",
    "export const BRAND_MARKS = {",
    ...files.map(({ brand, path }) => `  ${brand}: "/${path.slice("public/".length)}",`),
    "} as const;",
    "",
  ].join("\n");
  return { files: files.map(({ path, svg }) => ({ path, svg })), module };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const marks = brandMarks();
  await rm(MARKS_DIR, { recursive: true, force: true });
  await mkdir(MARKS_DIR, { recursive: true });
  await Promise.all(marks.files.map((file) => writeFile(file.path, file.svg)));
  await writeFile(BRAND_MARKS_MODULE, marks.module);
  console.log(`Wrote ${marks.files.length} marks into ${MARKS_DIR} and ${BRAND_MARKS_MODULE}`);
}
