// Writes the output folder: public/ files, pages, CSS, island chunks,
// _redirects, _headers (the Content Security Policy), sitemap.xml, robots.txt,
// the insights feed and the web app manifest. Everything is written beside the old
// output and swapped in at the end, so a server never sees a half-written site.
// The output it replaced is kept beside it (`<out>.previous`), and the next full build
// writes over that folder's pages instead of creating every file anew: a file system
// gives a rewritten file the inode it had, where a new file takes a new one and the old
// folder's must be freed (at 10,000 pages, seconds of kernel time on ext4, which also
// searches past each recently freed inode for a new one).
import { readFileSync } from "node:fs";
import { cp, mkdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { RedirectRule, Route } from "../../../src/content/route";
import type { Site } from "../../../src/content/site";
import { absoluteUrl } from "../../../src/lib/urls";
import { noteOutputSetAside } from "../../shared/build-step-cache";
import { filesUnder } from "../../shared/files-under.mjs";
import { inBatches } from "../../shared/in-batches";
import { redirectsFile } from "../routes/redirects-file";
import { contentSecurityPolicy, headersFile } from "./csp";
import { discard, discardedName, discardLeftovers } from "./discard";
import { FEED_PATH, insightsFeed, MANIFEST_PATH, webManifest } from "./feeds";
import type { OutputFile } from "./output-files";
import { inspectOutputPlace, type PlannedPaths } from "./output-place";
import { type PageWriter, pageWriter } from "./page-writer";

export interface WriteInput {
  outDir: string;
  publicDir: string;
  files: OutputFile[];
  routes: Route[];
  redirects: RedirectRule[];
  site: Site;
  preview: boolean;
  /** every inline script the pages can carry, hashed into the Content Security Policy */
  inlineScripts: string[];
}

/** A whole new output folder, written beside the old one and swapped in at the end. */
export async function writeSite(input: WriteInput): Promise<{ files: number }> {
  return (
    await openStaging(
      input.outDir,
      input.publicDir,
      input.routes.map((r) => r.outputPath),
    )
  ).finish(input, 0);
}

/**
 * A new output folder being written beside the old one: pages go in as they are rendered
 * (by this thread's writer, or by render workers into `dir`), then finish() writes the other
 * files, removes what the build before last left that this one did not write, and swaps the
 * folder in. A build that fails abandons it and the old output stays.
 */
export interface Staging {
  dir: string;
  pages: PageWriter;
  /** the files not yet written (all but the pages written meanwhile, counted in `pagesWritten`), then the swap */
  finish(input: WriteInput, pagesWritten: number): Promise<{ files: number }>;
  abandon(): Promise<void>;
}

/** `pagePaths`: where the pages go, relative to the output folder. */
export async function openStaging(outDir: string, publicDir: string, pagePaths: readonly string[]): Promise<Staging> {
  const dir = `${outDir}.tmp-${process.pid}`;
  const [planned] = await Promise.all([plannedPaths(publicDir, pagePaths), rm(dir, { recursive: true, force: true }), discardLeftovers(outDir)]);
  // the output this build replaces becomes the previous one, which the next build writes over: it must be a folder
  const [previous, current] = await Promise.all([inspectOutputPlace(previousOutputName(outDir), planned), inspectOutputPlace(outDir)]);
  for (const [place, path] of [
    [previous, previousOutputName(outDir)],
    [current, outDir],
  ] as const) {
    if (!("fault" in place)) continue;
    await moveAside(path, outDir);
    noteOutputSetAside(place.fault);
  }
  // what is left of it once the pages are written goes
  const leftBefore = "files" in previous ? previous.files : [];
  const overwrites =
    "files" in previous &&
    (await rename(previousOutputName(outDir), dir).then(
      () => true,
      () => false, // another build took it
    ));
  await mkdir(dir, { recursive: true });
  await copyPublic(publicDir, dir);
  const pages = pageWriter(dir);
  return {
    dir,
    pages,
    async finish(input, pagesWritten) {
      await pages.drain();
      const generated = generatedFiles(input);
      // pages are written over in place, the other files as an incremental build writes them
      await inBatches(generated, WRITE_BATCH, async (file) => void (overwrites ? await replaceChanged(dir, file) : await writeInto(dir, file)));
      if (overwrites) {
        const made = new Set([...input.routes.map((r) => r.outputPath), ...generated.map((f) => f.path), ...(await filesIn(input.publicDir))]);
        const stale = leftBefore.filter((path) => !made.has(path));
        await inBatches(stale, WRITE_BATCH, (path) => rm(join(dir, path), { force: true }));
        await removeEmptyFolders(dir, stale);
      }
      await swapIn(dir, outDir);
      return { files: pagesWritten + generated.length };
    },
    async abandon() {
      await pages.drain().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The output a build replaced, kept beside the new one for the next full build to write over. */
export function previousOutputName(outDir: string): string {
  return `${outDir}.previous`;
}

/** outputs this process moved aside to be discarded: with its pid, the name of each */
let swapsAside = 0;

/** The new folder becomes the output; the output it replaces is kept as the previous one (deleted when one is kept already). */
export async function swapIn(dir: string, outDir: string): Promise<void> {
  const moved = await rename(outDir, previousOutputName(outDir)).then(
    () => "kept" as const,
    (error: NodeJS.ErrnoException) => (error.code === "ENOENT" ? ("none" as const) : ("blocked" as const)), // none: the first build of outDir
  );
  if (moved !== "blocked") {
    const placed = await rename(dir, outDir).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOTEMPTY" && error.code !== "EEXIST") throw error;
        return false;
      },
    );
    if (placed) return;
  }
  // another build has kept one, or swapped its own in, since this one started: the last to finish is the output
  const old = asideName(outDir);
  await rename(outDir, old);
  await rename(dir, outDir);
  await discard(old);
}

/** A name to move an output aside under, to be discarded: unique, as a process may swap the same output more than once */
const asideName = (outDir: string) => discardedName(outDir, process.pid * 1_000_000 + ++swapsAside);

/** Moves what is in `path`'s place (the output or its previous one) aside to be discarded. */
async function moveAside(path: string, outDir: string): Promise<void> {
  const aside = asideName(outDir);
  await rename(path, aside);
  await discard(aside);
}

/** The output folder as the last build left it, for an incremental build to update in place: its files, or why it was set aside. */
export async function outputInPlace(outDir: string, publicDir: string, pagePaths: readonly string[]): Promise<{ files: string[] } | { setAside: string }> {
  const place = await inspectOutputPlace(outDir, await plannedPaths(publicDir, pagePaths));
  if (!("fault" in place)) return { files: "files" in place ? place.files : [] };
  await moveAside(outDir, outDir);
  return { setAside: `${place.fault}, so it was set aside` };
}

/** The files every build writes besides its assets: the pages, the generated files and public/'s. */
async function plannedPaths(publicDir: string, pagePaths: readonly string[]): Promise<PlannedPaths> {
  return { pages: pagePaths, others: [...Object.values(GENERATED), ...(await filesIn(publicDir))] };
}

/**
 * An incremental build: the last output folder brought up to date in place. Files the build
 * no longer makes are removed; `unchanged` names pages left in the folder as they are (not among
 * the files), and files already there byte for byte (assets, social cards) are not written again
 * either; the rest are replaced whole (rename), so a server never reads a half-written file.
 */
export async function updateSite(input: WriteInput, unchanged: ReadonlySet<string>, present: readonly string[]): Promise<{ files: number }> {
  const generated = generatedFiles(input);
  const publicFiles = await filesIn(input.publicDir);
  const wanted = new Set([...generated.map((f) => f.path), ...unchanged, ...publicFiles]);
  const stale = present.filter((path) => !wanted.has(path));
  for (const path of stale) await rm(join(input.outDir, path), { force: true });
  await removeEmptyFolders(input.outDir, stale);
  // public/'s files like the generated ones (which win over one of the same path): each written only when it differs,
  // all at once rather than copied one after another (cp's checks and copies were most of a no-change build's write)
  const made = new Set(generated.map((f) => f.path));
  const copies = publicFiles.filter((path) => !made.has(path) && !unchanged.has(path));
  let written = 0;
  await Promise.all([
    inBatches(copies, WRITE_BATCH, async (path) => replaceChanged(input.outDir, { path, contents: await readFile(join(input.publicDir, path)) })),
    inBatches(
      generated.filter((file) => !unchanged.has(file.path)),
      WRITE_BATCH,
      async (file) => {
        if (await replaceChanged(input.outDir, file)) written++;
      },
    ),
  ]);
  return { files: written };
}

/**
 * A file written over one an earlier build left, unless that one is the same already. It is
 * replaced whole (renamed in), never written through, so a reader never meets half of it.
 * Whether it was written.
 */
async function replaceChanged(dir: string, file: OutputFile): Promise<boolean> {
  if (sameOnDisk(join(dir, file.path), file.contents)) return false;
  await writeInto(dir, file, { atomic: true });
  return true;
}

/** Read in this thread: the files are small and almost always there, and a read through the thread pool costs more in round trips */
function sameOnDisk(path: string, contents: string | Uint8Array): boolean {
  let onDisk: Buffer;
  try {
    onDisk = readFileSync(path);
  } catch {
    return false;
  }
  return onDisk.equals(typeof contents === "string" ? Buffer.from(contents) : contents);
}

/** Files written a batch at a time: the writes overlap, and a 10,000-page site is not copied into buffers all at once. */
const WRITE_BATCH = 64;

/** Where the files generated from the whole site go */
const GENERATED = {
  redirects: "_redirects",
  headers: "_headers",
  sitemap: "sitemap.xml",
  robots: "robots.txt",
  feed: FEED_PATH.slice(1),
  manifest: MANIFEST_PATH.slice(1),
};

function generatedFiles(input: WriteInput): OutputFile[] {
  return [
    ...input.files,
    { path: GENERATED.redirects, contents: redirectsFile(input.redirects) },
    { path: GENERATED.headers, contents: headersFile(contentSecurityPolicy(input)) },
    { path: GENERATED.sitemap, contents: sitemapXml(input.site, input.routes) },
    { path: GENERATED.robots, contents: robotsTxt(input.site, input.preview) },
    { path: GENERATED.feed, contents: insightsFeed(input.site) },
    { path: GENERATED.manifest, contents: webManifest(input.site) },
  ];
}

async function writeInto(dir: string, file: OutputFile, { atomic = false } = {}): Promise<void> {
  const target = join(dir, file.path);
  await mkdir(dirname(target), { recursive: true });
  const destination = atomic ? `${target}.tmp-${process.pid}` : target;
  await writeFile(destination, file.contents);
  if (atomic) await rename(destination, target);
}

async function copyPublic(publicDir: string, dir: string): Promise<void> {
  await cp(publicDir, dir, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
}

/** Every file below a folder, relative to it with / separators; none when it does not exist. */
async function filesIn(dir: string): Promise<string[]> {
  return filesUnder(dir).catch(() => []);
}

/** The folders that held removed files, deepest first, where nothing is left in them. */
async function removeEmptyFolders(root: string, removed: string[]): Promise<void> {
  const folders = new Set(
    removed.flatMap((path) =>
      path
        .split("/")
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join("/")),
    ),
  );
  for (const folder of [...folders].sort((a, b) => b.length - a.length)) {
    await rmdir(join(root, folder)).catch(() => undefined); // not empty: it stays
  }
}

function sitemapXml(site: Site, routes: Route[]): string {
  const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const urls = routes
    .filter((r) => r.indexable && (!r.pagination || r.url === r.pagination.baseUrl))
    .map((r) => {
      const lastmod = (r.story.published_at ?? r.story.created_at).slice(0, 10);
      return `  <url><loc>${escapeXml(absoluteUrl(site.settings.production_site_url, r.url))}</loc><lastmod>${lastmod}</lastmod></url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

function robotsTxt(site: Site, preview: boolean): string {
  if (preview) return "# Preview build: not for search engines\nUser-agent: *\nDisallow: /\n";
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(site.settings.production_site_url, "/sitemap.xml")}\n`;
}
