// The brand marks the site shows are simple-icons' own: after an upgrade of simple-icons
// that changed a mark, this fails until npm run icons:brands is run. The sprite is the only
// one in public/assets, so a stale sprite never ships beside it.
import { readdir, readFile } from "node:fs/promises";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { BRAND_MARKS_MODULE, brandMarks, SPRITE_DIR, SPRITE_NAME } from "../../build/brand-marks";
import { BrandIcon } from "../../src/components/BrandIcon";
import { BRANDS } from "../../src/components/brand-marks";

it("src/components/brand-marks.ts and its sprite are what npm run icons:brands writes from the installed simple-icons", async () => {
  const marks = brandMarks();
  expect(await readFile(BRAND_MARKS_MODULE, "utf8")).toBe(marks.module);
  expect(await readFile(marks.spritePath, "utf8")).toBe(marks.sprite);
  expect((await readdir(SPRITE_DIR)).filter((name) => SPRITE_NAME.test(name))).toEqual([marks.spritePath.slice(SPRITE_DIR.length + 1)]);
});

it("every brand an icon can name is a view of the sprite it points to, framing that brand's mark alone", async () => {
  const { sprite, spritePath } = brandMarks();
  for (const brand of BRANDS) {
    const html = renderToStaticMarkup(<BrandIcon brand={brand} />);
    const [, file, id] = /--brand-mark:url\(\/assets\/([^)#]+)#([^)]+)\)/.exec(html) ?? [];
    expect(`${SPRITE_DIR}/${file}`).toBe(spritePath);
    expect(id).toBe(brand);
    const [, x] = new RegExp(`<view id="${brand}" viewBox="(\\d+) 0 24 24"/><path transform="translate\\((\\d+)\\)"`).exec(sprite) ?? [];
    expect(sprite, brand).toContain(`<view id="${brand}" viewBox="${x} 0 24 24"/><path transform="translate(${x})" fill-rule="evenodd" d="`);
  }
});
