// The brand marks the site shows are simple-icons' own: after an upgrade of simple-icons
// that changed a mark, this fails until npm run icons:brands is run. The marks' folder
// holds only the files written, so a stale mark never ships beside its successor.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { siFacebook, siInstagram, siVimeo, siWhatsapp, siX } from "simple-icons";
import { expect, it } from "vitest";
import { BRAND_MARKS_MODULE, brandMarks, MARKS_DIR } from "../../build/cli/icons-brands";
import { type Brand, BrandIcon } from "../../src/components/BrandIcon";
import { BRAND_MARKS } from "../../src/components/brand-marks";

it("src/components/brand-marks.ts and the marks' files are what npm run icons:brands writes from the installed simple-icons", async () => {
  const marks = brandMarks();
  expect(await readFile(BRAND_MARKS_MODULE, "utf8")).toBe(marks.module);
  for (const file of marks.files) expect(await readFile(file.path, "utf8")).toBe(file.svg);
  expect((await readdir(MARKS_DIR)).sort()).toEqual(marks.files.map((file) => file.path.slice(MARKS_DIR.length + 1)).sort());
});

it("each brand's icon shows a file of its own: a square with no size of its own, drawing that brand's simple-icons path", async () => {
  const simpleIcons: Partial<Record<Brand, string>> = { twitter: siX.path, facebook: siFacebook.path, whatsapp: siWhatsapp.path, instagram: siInstagram.path, vimeo: siVimeo.path };
  for (const brand of Object.keys(BRAND_MARKS) as Brand[]) {
    const html = renderToStaticMarkup(<BrandIcon brand={brand} />);
    const url = /--brand-mark:url\((\/assets\/brand-marks\/[^)]+)\)/.exec(html)?.[1] ?? "";
    expect(url, brand).toMatch(new RegExp(`^/assets/brand-marks/${brand}-[0-9a-f]{10}\\.svg$`));
    const svg = await readFile(join("public", url), "utf8");
    expect(svg, brand).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24"><path /);
    expect(svg, brand).not.toMatch(/ (width|height)=/);
    if (simpleIcons[brand]) expect(svg, brand).toContain(` d="${simpleIcons[brand]}"`);
  }
});
