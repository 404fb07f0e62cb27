import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildFonts, parseFaces } from "../../build/fonts";

describe("buildFonts", () => {
  it("copies the latin and latin-ext Inter faces under content-hashed names and preloads only the upright latin one", async () => {
    const fonts = await buildFonts();
    const paths = fonts.files.map((f) => f.path).sort();
    expect(paths).toHaveLength(4);
    for (const path of paths) expect(path).toMatch(/^assets\/fonts\/inter-latin(-ext)?-wght-(normal|italic)-[0-9a-f]{10}\.woff2$/);
    for (const file of fonts.files) {
      const hash = createHash("sha256").update(file.contents).digest("hex").slice(0, 10);
      expect(file.path).toContain(`-${hash}.woff2`);
      expect(Buffer.from(file.contents).subarray(0, 4).toString("latin1")).toBe("wOF2");
    }
    expect(fonts.preloads).toEqual([`/${paths.find((p) => p.includes("inter-latin-wght-normal"))}`]);
  });

  it("writes one @font-face rule per file, with swap, the weight range and the subset's unicode range", async () => {
    const fonts = await buildFonts();
    const rules = fonts.faceCss.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(rules).toHaveLength(fonts.files.length);
    for (const file of fonts.files) expect(fonts.faceCss).toContain(`src:url(/${file.path}) format("woff2")`);
    for (const rule of rules) {
      expect(rule).toContain('font-family:"Inter Variable"');
      expect(rule).toContain("font-display:swap");
      expect(rule).toContain("font-weight:100 900");
      expect(rule).toMatch(/unicode-range:U\+/);
    }
    expect(rules.filter((r) => r.includes("font-style:italic"))).toHaveLength(2);
  });
});

describe("parseFaces", () => {
  it("reads file, style, weight and unicode range from the package's rules and skips incomplete ones", () => {
    const css = `/* inter-latin-wght-normal */
@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(./files/inter-latin-wght-normal.woff2) format('woff2-variations');
  unicode-range: U+0000-00FF,U+0131;
}
@font-face { font-family: 'Inter Variable'; font-style: normal; src: url(./files/broken.woff2); }`;
    expect(parseFaces(css)).toEqual([{ name: "inter-latin-wght-normal", style: "normal", weight: "100 900", unicodeRange: "U+0000-00FF,U+0131" }]);
  });
});
