// Authored CSS → minified, autoprefixed parts, one per stylesheet under src/, in
// cascade order: tokens, fonts, base, then every other stylesheet by path, so a
// component's CSS file beside it is picked up without being listed anywhere. A page
// links only the parts its components need (build/pipeline/assets/page-stylesheet.ts); previews link
// them all.
// PostCSS with Autoprefixer and cssnano is the slowest step of a build, for
// stylesheets that rarely change, so each part is cached under .cache/css/ by a
// hash of everything that decides it (its source, minify, the locked versions),
// and the whole set by the hash of all of them, which is kept by the files'
// fingerprints: a build where no stylesheet changed reads one entry, not the 69
// stylesheets and their 69 entries.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { cacheFolder, hashOf, noteCacheDamage, readCachedText, rememberedHashOf, storeCachedText } from "../../shared/build-step-cache";
import { filesUnder } from "../../shared/files-under.mjs";
import { cssNeeds } from "./css-graph";
import { type CssFile, cssFile, type PageCss } from "./page-stylesheet";

const ROOT = resolve(import.meta.dirname, "../../..");
const SRC = join(ROOT, "src");
const FIRST = ["styles/tokens.css", "styles/fonts.css", "styles/base.css"];
// the lock file pins postcss, autoprefixer, cssnano and the browser data; .browserslistrc picks the targets
const SETTINGS = ["package-lock.json", ".browserslistrc"];

export interface Stylesheets extends PageCss {
  /** every part: what previews link, since an editor may add any block */
  full: CssFile;
}

export async function listStylesheets(): Promise<string[]> {
  const all = await filesUnder(SRC, (name) => name.endsWith(".css"));
  const rest = all.filter((f) => !FIRST.includes(f)).sort();
  return [...FIRST.filter((f) => all.includes(f)), ...rest];
}

export async function buildCss(options: { minify: boolean }): Promise<Stylesheets> {
  const files = await listStylesheets();
  const [processed, needs] = await Promise.all([processedParts(files, options.minify), cssNeeds(files)]);
  const parts = files.map((f, i): [string, string] => [f, processed[i]!]);
  return { parts, needs, full: cssFile(parts.map(([, css]) => css).join("")) };
}

/** Every stylesheet processed: the set the cache keeps for these very sources, else each part from its own entry or made. */
async function processedParts(files: string[], minify: boolean): Promise<string[]> {
  const set = `${await rememberedHashOf("css-sources", ["css", String(minify), ...files], [...SETTINGS, ...files.map((f) => `src/${f}`)])}.json`;
  const kept = await readCachedText("css", set);
  const parts = kept === null ? null : partsOf(kept, files.length);
  if (parts) return parts;
  if (kept !== null) noteCacheDamage(cacheFolder("css"), set, "it is not a list of the stylesheets"); // written whole with its digest: only by other code
  const sources = await Promise.all(files.map((f) => readFile(join(SRC, f), "utf8")));
  const processed = await processAll(files, sources, minify);
  await storeCachedText("css", set, JSON.stringify(processed));
  return processed;
}

function partsOf(text: string, count: number): string[] | null {
  try {
    const parts: unknown = JSON.parse(text);
    return Array.isArray(parts) && parts.length === count && parts.every((p) => typeof p === "string") ? parts : null;
  } catch {
    return null;
  }
}

/** Each stylesheet processed, from the cache when its source was processed before (an edit redoes one). */
async function processAll(files: string[], sources: string[], minify: boolean): Promise<string[]> {
  const settings = await hashOf(["css", String(minify)], SETTINGS);
  const keys = files.map((f, i) => `${createHash("sha256").update(`${settings}\0${f}\0${sources[i]}`).digest("hex").slice(0, 20)}.css`);
  const cached = await Promise.all(keys.map((key) => readCachedText("css", key)));
  const missing = files.flatMap((_, i) => (cached[i] === null ? [i] : []));
  if (missing.length > 0) {
    const processor = await cssProcessor(minify);
    await Promise.all(
      missing.map(async (i) => {
        const css = await processOne(processor, files[i]!, sources[i]!, minify);
        cached[i] = css;
        await storeCachedText("css", keys[i]!, css);
      }),
    );
  }
  return cached as string[];
}

type Processor = Awaited<ReturnType<typeof cssProcessor>>;

async function cssProcessor(minify: boolean) {
  // loaded only on a cache miss: cssnano alone takes a noticeable part of a start
  const [{ default: postcss }, { default: autoprefixer }, { default: cssnano }] = await Promise.all([import("postcss"), import("autoprefixer"), import("cssnano")]);
  return postcss(minify ? [autoprefixer(), cssnano({ preset: "default" })] : [autoprefixer()]);
}

async function processOne(processor: Processor, file: string, source: string, minify: boolean): Promise<string> {
  const result = await processor.process(`/* ${file} */\n${source}`, { from: join(SRC, file) });
  for (const warning of result.warnings()) console.warn(`css: ${warning.toString()}`);
  // unminified, each part ends its last line, so the parts joined keep one rule per line
  return minify ? result.css : `${result.css.trimEnd()}\n`;
}
