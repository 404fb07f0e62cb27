// All authored CSS → one minified, autoprefixed, content-hashed file. Order:
// tokens, base, then every other stylesheet under src/ by path, so a component's
// CSS file beside it is picked up without being listed anywhere.
// PostCSS with Autoprefixer and cssnano is the slowest step of a build, for a
// stylesheet that rarely changes, so its result is cached under .cache/css/ by a
// hash of everything that decides it (sources, minify, the locked versions).
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { cachedText, hashOf } from "./build-cache";

const ROOT = resolve(import.meta.dirname, "..");
const SRC = join(ROOT, "src");
const FIRST = ["styles/tokens.css", "styles/fonts.css", "styles/base.css"];

export interface CssBundle {
  href: string;
  path: string;
  contents: string;
}

export async function listStylesheets(): Promise<string[]> {
  const entries = await readdir(SRC, { recursive: true, withFileTypes: true });
  const all = entries.filter((e) => e.isFile() && e.name.endsWith(".css")).map((e) => relative(SRC, join(e.parentPath, e.name)).split("\\").join("/"));
  const rest = all.filter((f) => !FIRST.includes(f)).sort();
  return [...FIRST.filter((f) => all.includes(f)), ...rest];
}

export async function buildCss(options: { minify: boolean }): Promise<CssBundle> {
  const files = await listStylesheets();
  const sources = await Promise.all(files.map(async (f) => `/* ${f} */\n${await readFile(join(SRC, f), "utf8")}`));
  const source = sources.join("\n");
  const css = await cachedText("css", await cacheKey(source, options.minify), () => processCss(source, options.minify));
  const hash = createHash("sha256").update(css).digest("hex").slice(0, 10);
  const path = `assets/site-${hash}.css`;
  return { href: `/${path}`, path, contents: css };
}

async function processCss(source: string, minify: boolean): Promise<string> {
  // loaded only on a cache miss: cssnano alone takes a noticeable part of a start
  const [{ default: postcss }, { default: autoprefixer }, { default: cssnano }] = await Promise.all([import("postcss"), import("autoprefixer"), import("cssnano")]);
  const plugins = minify ? [autoprefixer(), cssnano({ preset: "default" })] : [autoprefixer()];
  const result = await postcss(plugins).process(source, { from: join(SRC, "styles/site.css") });
  for (const warning of result.warnings()) console.warn(`css: ${warning.toString()}`);
  return result.css;
}

async function cacheKey(source: string, minify: boolean): Promise<string> {
  // the lock file pins postcss, autoprefixer, cssnano and the browser data; .browserslistrc picks the targets
  return `${await hashOf([source, String(minify)], ["package-lock.json", ".browserslistrc"])}.css`;
}
