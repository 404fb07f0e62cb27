// The stylesheet a page links: the parts its shell, its page component, and the blocks
// and islands it rendered need (build/pipeline/assets/css-graph.ts), in cascade order, as one file.
// Pages that need the same parts share a file, so a visitor's browser caches it once;
// a listing page loads about half the CSS the whole site has (see the bench).
import { createHash } from "node:crypto";
import type { CssNeeds } from "./css-graph";

export interface CssFile {
  href: string;
  path: string;
  contents: string;
}

/** What pages pick their stylesheet from (plain data: it goes to the render threads). */
export interface PageCss {
  /** stylesheet (relative to src/) → its minified CSS, in cascade order */
  parts: [string, string][];
  needs: CssNeeds;
}

export interface RenderedParts {
  kind: string;
  blocks: Iterable<string>;
  islands: Iterable<string>;
}

/** The stylesheets a page needs, in cascade order. The ones under styles/ (tokens, fonts, base) go on every page. */
export function pageStylesheets(css: PageCss, page: RenderedParts): string[] {
  const { needs } = css;
  const needed = new Set([
    ...needs.shell,
    ...(needs.pages[page.kind] ?? []),
    ...[...page.blocks].flatMap((name) => needs.blocks[name] ?? []),
    ...[...page.islands].flatMap((name) => needs.islands[name] ?? []),
  ]);
  return css.parts.map(([name]) => name).filter((name) => name.startsWith("styles/") || needed.has(name));
}

const files = new WeakMap<PageCss, Map<string, CssFile>>();

/** The file holding those stylesheets; the same ones give the same file, made once. */
export function stylesheetFile(css: PageCss, names: readonly string[]): CssFile {
  const made = files.get(css) ?? new Map<string, CssFile>();
  files.set(css, made);
  const key = names.join("\n");
  let file = made.get(key);
  if (!file) {
    const wanted = new Set(names);
    file = cssFile(css.parts.flatMap(([name, text]) => (wanted.has(name) ? [text] : [])).join(""));
    made.set(key, file);
  }
  return file;
}

/** A content-hashed stylesheet file for the given CSS. */
export function cssFile(contents: string): CssFile {
  const hash = createHash("sha256").update(contents).digest("hex").slice(0, 10);
  const path = `assets/site-${hash}.css`;
  return { href: `/${path}`, path, contents };
}

/** The files the pages link, each once. */
export function pageStylesheetFiles(pages: readonly { stylesheets: readonly string[] }[], css: PageCss): CssFile[] {
  const linked = new Map<string, CssFile>();
  for (const page of pages) {
    if (page.stylesheets.length === 0) continue;
    const file = stylesheetFile(css, page.stylesheets);
    linked.set(file.path, file);
  }
  return [...linked.values()];
}
