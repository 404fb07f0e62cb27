// npm run icons:brands: writes src/components/brand-paths.ts, the path of each brand
// mark the site shows, from simple-icons. Pages and islands import that small module,
// not simple-icons, whose one module holds every mark it has (5 MB): Netlify's bundler
// copies a function's packages whole, so the preview function carried 10 MB of it and
// parsed 5 MB at every cold start. tests/unit/brand-paths.test.ts fails once the
// written file no longer matches the installed simple-icons.
import { writeFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { siFacebook, siInstagram, siVimeo, siWhatsapp, siX } from "simple-icons";

export const BRAND_PATHS_FILE = "src/components/brand-paths.ts";

/** Each brand's mark in simple-icons. */
const MARKS = { twitter: siX, facebook: siFacebook, whatsapp: siWhatsapp, instagram: siInstagram, vimeo: siVimeo };

export function brandPathsModule(): string {
  // laid out as the formatter lays out a value too long for its line
  const entries = Object.entries(MARKS).map(([brand, mark]) => `  ${brand}:\n    ${JSON.stringify(mark.path)},`);
  return [
    "// Written by npm run icons:brands (build/brand-paths.ts) from simple-icons: the marks' SVG",
    "// paths (24 × 24), kept here so nothing the site runs imports simple-icons whole.",
    "export const SIMPLE_ICONS_PATHS = {",
    ...entries,
    "} as const;",
    "",
  ].join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await writeFile(BRAND_PATHS_FILE, brandPathsModule());
  console.log(`Wrote ${BRAND_PATHS_FILE}`);
}
