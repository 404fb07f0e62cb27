// The faces the social card's text is drawn in (functions/lib/social-card-svg.ts: the title at
// weight 700, the site name at 600), cut by "npm run fonts:cut" from the site's own Inter
// (@fontsource-variable/inter: its latin and latin-ext files) into functions/lib/social-card-fonts/,
// which the og-image function carries (functions/lib/social-card-fontconfig.ts). fontconfig reads
// neither WOFF2 nor a variable face's weights reliably, so each is a static TrueType face, every
// character of its file kept. tests/unit/social-card-fonts.test.ts fails until the folder is cut again.
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { CARD_FONTS_DIR } from "./social-card-manifest";

const PACKAGE = "@fontsource-variable/inter";
const SUBSETS = ["latin", "latin-ext"];
const WEIGHTS = [600, 700];
/** Every code point a latin or latin-ext face can hold; subset-font keeps those the face has. */
const CHARACTERS = String.fromCodePoint(...Array.from({ length: 0x2200 - 0x20 }, (_, i) => i + 0x20));

export const CARD_FACES_DIR = resolve(import.meta.dirname, "../../..", CARD_FONTS_DIR);

/** Each face's file name and bytes, cut afresh. */
export async function cutCardFaces(): Promise<{ name: string; contents: Uint8Array }[]> {
  // harfbuzz loads only to cut
  const { default: subsetFont } = await import("subset-font");
  const packageDir = dirname(createRequire(import.meta.url).resolve(`${PACKAGE}/package.json`));
  const faces: { name: string; contents: Uint8Array }[] = [];
  for (const subset of SUBSETS) {
    const original = await readFile(join(packageDir, "files", `inter-${subset}-wght-normal.woff2`));
    for (const weight of WEIGHTS) {
      faces.push({ name: `inter-${subset}-${weight}.ttf`, contents: await subsetFont(original, CHARACTERS, { targetFormat: "sfnt", variationAxes: { wght: weight } }) });
    }
  }
  return faces;
}

/** npm run fonts:cut: the card's faces afresh into CARD_FACES_DIR, and nothing else there. */
export async function writeCardFaces(): Promise<string[]> {
  await rm(CARD_FACES_DIR, { recursive: true, force: true });
  await mkdir(CARD_FACES_DIR, { recursive: true });
  for (const face of await cutCardFaces()) await writeFile(join(CARD_FACES_DIR, face.name), face.contents);
  return (await readdir(CARD_FACES_DIR)).sort();
}
