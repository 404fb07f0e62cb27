// All authored CSS → one minified, autoprefixed, content-hashed file. Order:
// tokens, base, then every other stylesheet under src/ by path, so a component's
// CSS file beside it is picked up without being listed anywhere.
import autoprefixer from "autoprefixer";
import cssnano from "cssnano";
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import postcss from "postcss";

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
  const all = entries
    .filter((e) => e.isFile() && e.name.endsWith(".css"))
    .map((e) => relative(SRC, join(e.parentPath, e.name)).split("\\").join("/"));
  const rest = all.filter((f) => !FIRST.includes(f)).sort();
  return [...FIRST.filter((f) => all.includes(f)), ...rest];
}

export async function buildCss(options: { minify: boolean }): Promise<CssBundle> {
  const files = await listStylesheets();
  const sources = await Promise.all(files.map(async (f) => `/* ${f} */\n${await readFile(join(SRC, f), "utf8")}`));
  const plugins = options.minify ? [autoprefixer(), cssnano({ preset: "default" })] : [autoprefixer()];
  const result = await postcss(plugins).process(sources.join("\n"), { from: join(SRC, "styles/site.css") });
  for (const warning of result.warnings()) console.warn(`css: ${warning.toString()}`);
  const hash = createHash("sha256").update(result.css).digest("hex").slice(0, 10);
  const path = `assets/site-${hash}.css`;
  return { href: `/${path}`, path, contents: result.css };
}
