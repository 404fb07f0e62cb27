import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { convert } from "fontverter";
import * as harfbuzz from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import {
  buildFonts,
  CORE,
  CUT_FACES_DIR,
  charactersOf,
  codePointsOf,
  cutFace,
  FEATURES,
  parseFaces,
  plannedFaces,
  unicodeRangeOf,
  WEIGHTS,
} from "../../build/pipeline/assets/fonts";
import { sourceFiles } from "../../build/shared/build-step-cache";

const PACKAGE_DIR = dirname(createRequire(import.meta.url).resolve("@fontsource-variable/inter/package.json"));

/** The code points of the package's own latin face in `style` ("normal" or "italic"). */
async function packageLatin(style: string): Promise<number[]> {
  const css = await readFile(join(PACKAGE_DIR, style === "italic" ? "wght-italic.css" : "wght.css"), "utf8");
  return codePointsOf(parseFaces(css).find((f) => f.name === `inter-latin-wght-${style}`)!.unicodeRange);
}

/** The package's file a built face is cut from: a core face's is its latin face. */
const sourceOf = (path: string) => /(inter-[a-z-]+)-[0-9a-f]{10}\.woff2$/.exec(path)![1]!.replace("-core-", "-");

describe("buildFonts", () => {
  it("writes the latin core, latin and latin-ext Inter faces under content-hashed names and preloads only the upright core one", async () => {
    const fonts = await buildFonts();
    const paths = fonts.files.map((f) => f.path).sort();
    expect(paths).toHaveLength(6);
    for (const path of paths) expect(path).toMatch(/^assets\/fonts\/inter-latin(-core|-ext)?-wght-(normal|italic)-[0-9a-f]{10}\.woff2$/);
    for (const file of fonts.files) {
      const hash = createHash("sha256").update(file.contents).digest("hex").slice(0, 10);
      expect(file.path).toContain(`-${hash}.woff2`);
      expect(Buffer.from(file.contents).subarray(0, 4).toString("latin1")).toBe("wOF2");
    }
    expect(fonts.preloads).toEqual([`/${paths.find((p) => p.includes("inter-latin-core-wght-normal"))}`]);
    // the preloaded face is what a page waits for: English text in every weight, in a round trip and a half
    const preloaded = fonts.files.find((f) => `/${f.path}` === fonts.preloads[0])!;
    expect(preloaded.contents.length).toBeLessThan(21 * 1024);
  });

  it("writes one @font-face rule per file, with swap, the weight range and the subset's unicode range", async () => {
    const fonts = await buildFonts();
    const rules = fonts.faceCss.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(rules).toHaveLength(fonts.files.length);
    for (const file of fonts.files) expect(fonts.faceCss).toContain(`src:url(/${file.path}) format("woff2")`);
    for (const rule of rules) {
      expect(rule).toContain('font-family:"Inter Variable"');
      expect(rule).toContain("font-display:swap");
      expect(rule).toContain(`font-weight:${WEIGHTS.min} ${WEIGHTS.max}`);
      expect(rule).toMatch(/unicode-range:U\+/);
    }
    expect(rules.filter((r) => r.includes("font-style:italic"))).toHaveLength(3);
  });

  it("splits each latin face's range between its core face and the rest: every character in one of them, none in both", async () => {
    const fonts = await buildFonts();
    const rangeOf = (path: string) => new RegExp(`url\\(/${path}\\)[^}]*unicode-range:([^;}]+)`).exec(fonts.faceCss)![1]!;
    for (const style of ["normal", "italic"]) {
      const core = codePointsOf(rangeOf(fonts.files.find((f) => f.path.includes(`inter-latin-core-wght-${style}`))!.path));
      const rest = codePointsOf(rangeOf(fonts.files.find((f) => f.path.includes(`inter-latin-wght-${style}`))!.path));
      const latin = await packageLatin(style);
      expect(core.filter((point) => rest.includes(point))).toEqual([]);
      expect(unicodeRangeOf([...core, ...rest])).toBe(unicodeRangeOf(latin));
      for (const character of "Aa0 .,’“”–—…£€©é") expect(core).toContain(character.codePointAt(0));
    }
  });

  it("has in its core every latin character of the embedded content and of the site's own words", async () => {
    const latin = new Set(await packageLatin("normal"));
    const core = new Set(codePointsOf(CORE));
    const outside = new Set<string>();
    for (const file of [...(await sourceFiles("content-cache/stories", /\.json$/)), ...(await sourceFiles("src", /\.tsx?$/))]) {
      // the code's comments are not shown
      const lines = (await readFile(file, "utf8")).split("\n").filter((line) => !/^\s*(\/\/|\/?\*)/.test(line));
      for (const character of lines.join("\n")) {
        const point = character.codePointAt(0)!;
        if (latin.has(point) && !core.has(point)) outside.add(`${file}: ${character} (U+${point.toString(16).toUpperCase()})`);
      }
    }
    expect([...outside]).toEqual([]);
  });
});

describe("the committed cuts (src/styles/fonts/, npm run fonts:cut)", () => {
  // the build serves these instead of cutting: they must be exactly what it would cut now
  it("are one file per face the site serves, each named by what decides it, and nothing else", async () => {
    const keys = (await plannedFaces()).map((f) => f.key).sort();
    expect(await readdir(CUT_FACES_DIR), 'run "npm run fonts:cut" and commit src/styles/fonts/').toEqual(keys);
  });

  it("equal a fresh cut of the installed package, byte for byte", async () => {
    for (const { face, original, key } of await plannedFaces()) {
      const committed = await readFile(join(CUT_FACES_DIR, key));
      expect(Buffer.from(await cutFace(original, face.unicodeRange)).equals(committed), `${key}: run "npm run fonts:cut"`).toBe(true);
    }
  }, 30_000);

  it("are what the build serves, so it cuts nothing and keeps nothing in its cache", async () => {
    const cache = await mkdtemp(join(tmpdir(), "fonts-cache-"));
    const before = process.env.BUILD_CACHE_DIR;
    process.env.BUILD_CACHE_DIR = cache;
    try {
      const fonts = await buildFonts();
      const committed = await Promise.all((await plannedFaces()).map((f) => readFile(join(CUT_FACES_DIR, f.key))));
      expect(fonts.files.map((f) => Buffer.from(f.contents).toString("base64")).sort()).toEqual(committed.map((b) => b.toString("base64")).sort());
      expect(await stat(join(cache, "fonts")).catch(() => null)).toBeNull();
    } finally {
      if (before === undefined) delete process.env.BUILD_CACHE_DIR;
      else process.env.BUILD_CACHE_DIR = before;
      await rm(cache, { recursive: true, force: true });
    }
  });
});

describe("the faces' weight axis", () => {
  it("is cut to the weights the stylesheets use, a third smaller than the package's files", async () => {
    const fonts = await buildFonts();
    for (const file of fonts.files) {
      const name = sourceOf(file.path);
      const original = await readFile(join(PACKAGE_DIR, "files", `${name}.woff2`));
      expect(file.contents.length, file.path).toBeLessThan(original.length * 0.8);
    }
  });

  it("covers every font-weight in the stylesheets", async () => {
    const tokens = await readFile("src/styles/tokens.css", "utf8");
    const token = new Map([...tokens.matchAll(/(--weight-[a-z]+):\s*(\d+)/g)].map((m) => [m[1]!, Number(m[2])]));
    const weights: number[] = [];
    for (const file of await sourceFiles("src", /\.css$/)) {
      for (const [, value] of (await readFile(file, "utf8")).matchAll(/font-weight:\s*([^;]+);/g)) {
        const named = /var\((--weight-[a-z]+)\)/.exec(value!)?.[1];
        if (named) weights.push(token.get(named)!);
        else if (/^\d+$/.test(value!.trim())) weights.push(Number(value));
        else expect(["inherit", "normal", "bold"], `${file}: font-weight ${value}`).toContain(value!.trim());
      }
    }
    expect(weights.length).toBeGreaterThan(20);
    for (const weight of weights) {
      expect(weight).toBeGreaterThanOrEqual(WEIGHTS.min);
      expect(weight).toBeLessThanOrEqual(WEIGHTS.max);
    }
  });
});

/** The OpenType features a woff2 face carries, as HarfBuzz reads them. */
async function featuresOf(woff2: string | Uint8Array): Promise<Set<string>> {
  const face = new harfbuzz.Face(new harfbuzz.Blob(await convert(Buffer.from(woff2), "sfnt")));
  return new Set([...face.getTableFeatureTags("GSUB"), ...face.getTableFeatureTags("GPOS")]);
}

describe("the faces' OpenType features", () => {
  it("are the package face's own that FEATURES names: the browser's defaults and tabular figures, not its fractions", async () => {
    const fonts = await buildFonts();
    for (const file of fonts.files) {
      const name = /(inter-[a-z-]+)-[0-9a-f]{10}\.woff2$/.exec(file.path)![1]!;
      const original = await featuresOf(await readFile(join(PACKAGE_DIR, "files", `${sourceOf(file.path)}.woff2`)));
      const kept = await featuresOf(file.contents);
      // harfbuzz also drops a kept feature with nothing left to act on: the core faces have no
      // combining marks for ccmp, mark and mkmk, and the others no digits for tnum
      const allowed = FEATURES.filter((feature) => original.has(feature));
      for (const feature of kept) expect(allowed, `${name} keeps ${feature}`).toContain(feature);
      expect([...kept], name).toContain("kern");
      if (!name.includes("-core-")) expect([...kept], name).toEqual(expect.arrayContaining(["ccmp", "mark", "mkmk"]));
      else {
        expect([...kept], name).toEqual(expect.arrayContaining(["calt", "locl", "tnum"]));
        expect([...original], name).toEqual(expect.arrayContaining(["frac", "numr", "dnom", "pnum"]));
      }
    }
  });

  it("include every feature the stylesheets ask for", async () => {
    // font-variant values and the OpenType feature each turns on; any other value fails below
    const VARIANTS: Record<string, string> = {
      "tabular-nums": "tnum",
      "proportional-nums": "pnum",
      "lining-nums": "lnum",
      "oldstyle-nums": "onum",
      "diagonal-fractions": "frac",
      "slashed-zero": "zero",
      ordinal: "ordn",
      "small-caps": "smcp",
    };
    const asked: [where: string, feature: string][] = [];
    for (const file of await sourceFiles("src", /\.(css|tsx?)$/)) {
      for (const [declaration, property, value] of (await readFile(file, "utf8")).matchAll(/(font-feature-settings|font-variant(?:-[a-z-]+)?)\s*:\s*([^;}"]+)/gi)) {
        const words = value!.trim().split(/[\s,]+/);
        if (words.every((word) => ["normal", "none", "inherit", "initial", "unset"].includes(word))) continue;
        for (const word of words) {
          const feature = property === "font-feature-settings" ? /^["']?([a-z0-9]{4})["']?$/i.exec(word)?.[1] : VARIANTS[word];
          if (!/^(\d+|on|off)$/.test(word)) asked.push([`${file}: ${declaration}`, feature ?? `(${word}: unknown)`]);
        }
      }
    }
    expect(asked.map(([, feature]) => feature)).toContain("tnum");
    for (const [where, feature] of asked) expect(FEATURES, where).toContain(feature);
  });
});

describe("charactersOf", () => {
  it("spells out a unicode-range", () => {
    expect(charactersOf("U+0041-0043,U+0131, U+20AC")).toBe("ABC\u0131\u20AC");
  });
});

describe("unicodeRangeOf", () => {
  it("names code points in order, runs as ranges, each once", () => {
    expect(unicodeRangeOf([0x20ac, 0x43, 0x41, 0x42, 0x131, 0x41])).toBe("U+0041-0043,U+0131,U+20AC");
    expect(unicodeRangeOf(codePointsOf("U+0000-007E,U+00E9"))).toBe("U+0000-007E,U+00E9");
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
    expect(parseFaces(css)).toEqual([
      { name: "inter-latin-wght-normal", source: "inter-latin-wght-normal", style: "normal", weight: "100 900", unicodeRange: "U+0000-00FF,U+0131" },
    ]);
  });
});
