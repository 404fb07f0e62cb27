// npm run icons:brands: writes the brand marks the site shows (share buttons, social
// links) as one SVG sprite, public/assets/brand-marks-<hash>.svg, and the module that
// names it, src/components/brand-marks.ts. The marks come from simple-icons; LinkedIn,
// which simple-icons does not carry, is drawn here. A sprite, not inline paths: every
// page's footer drew three marks inline (1.4 KB of each page in brotli, which pushed
// the home page past the first round trip), and the share buttons' chunk carried the
// paths again; the sprite is fetched once and kept (/assets/* is immutable). The marks
// stand side by side, each with a <view> named for its brand, so a CSS image can show
// one (url(sprite.svg#linkedin)): src/components/BrandIcon.tsx uses it as a mask.
// Nothing the site runs imports simple-icons, whose one module holds every mark it
// has (5 MB). tests/unit/brand-marks.test.tsx fails once the written files no longer
// match the installed simple-icons.
import { createHash } from "node:crypto";
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { siFacebook, siInstagram, siVimeo, siWhatsapp, siX } from "simple-icons";

export const BRAND_MARKS_MODULE = "src/components/brand-marks.ts";
export const SPRITE_DIR = "public/assets";
/** Sprites this generator wrote: the current one, and stale ones to remove. */
export const SPRITE_NAME = /^brand-marks-[0-9a-f]{10}\.svg$/;

const LINKEDIN_PATH =
  "M3 3h18v18H3z M7 10h2.5v7H7z M8.25 6.5a1.3 1.3 0 1 1 0 2.6 1.3 1.3 0 0 1 0-2.6z M11 10h2.4v1c.4-.7 1.3-1.2 2.4-1.2 2 0 2.7 1.2 2.7 3.3V17H16v-3.5c0-1-.3-1.6-1.1-1.6-.9 0-1.4.6-1.4 1.6V17H11z";

/** Each brand's mark (24 × 24). */
const MARKS: Record<string, string> = {
  twitter: siX.path,
  facebook: siFacebook.path,
  whatsapp: siWhatsapp.path,
  instagram: siInstagram.path,
  vimeo: siVimeo.path,
  linkedin: LINKEDIN_PATH,
};

export interface BrandMarks {
  /** the sprite's path under public/ */
  spritePath: string;
  sprite: string;
  module: string;
}

export function brandMarks(): BrandMarks {
  const marks = Object.entries(MARKS).map(
    ([brand, path], i) => `<view id="${brand}" viewBox="${i * 24} 0 24 24"/><path transform="translate(${i * 24})" fill-rule="evenodd" d="${path}"/>`,
  );
  const width = marks.length * 24;
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="24" viewBox="0 0 ${width} 24"><!-- npm run icons:brands -->\n${marks.join("\n")}\n</svg>\n`;
  const name = `brand-marks-${createHash("sha256").update(sprite).digest("hex").slice(0, 10)}.svg`;
  const module = [
    "// Written by npm run icons:brands (build/brand-marks.ts): the sprite that holds the brand",
    "// marks (24 × 24 each, a <view> named for each brand) and the brands it holds.",
    `export const BRAND_MARKS_SPRITE = "/assets/${name}";`,
    "",
    `export const BRANDS = [${Object.keys(MARKS)
      .map((brand) => `"${brand}"`)
      .join(", ")}] as const;`,
    "",
  ].join("\n");
  return { spritePath: join(SPRITE_DIR, name), sprite, module };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const marks = brandMarks();
  await mkdir(SPRITE_DIR, { recursive: true });
  const stale = (await readdir(SPRITE_DIR)).filter((name) => SPRITE_NAME.test(name) && join(SPRITE_DIR, name) !== marks.spritePath);
  await Promise.all(stale.map((name) => rm(join(SPRITE_DIR, name))));
  await writeFile(marks.spritePath, marks.sprite);
  await writeFile(BRAND_MARKS_MODULE, marks.module);
  console.log(`Wrote ${marks.spritePath} and ${BRAND_MARKS_MODULE}`);
}
