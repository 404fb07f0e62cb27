// What stops a production deploy (the live site keeps its last good version):
// a page the content defines that was not built (its story file unreadable, a
// required field broken, its route lost), and an internal link or anchor on a
// built page that points at a page or id that will not exist. Previews and
// local builds only warn about the same problems.
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import type { BuildWarning } from "../src/content/site";
import { storyPath } from "../src/lib/urls";

export interface GateInput {
  warnings: BuildWarning[];
  /** content-cache links.json entries: every story the CMS defines */
  links: { slug: string; is_folder: boolean; published?: boolean; real_path?: string | null }[];
  routes: string[];
  redirectsFrom: string[];
  /** output folder with the built pages */
  outDir: string;
}

// stories that hold site-wide data rather than a page of their own
const DATA_STORIES = new Set(["settings", "header", "footer"]);
const LOST = /the (file|story) is skipped/;

export async function deployBlockers(input: GateInput): Promise<string[]> {
  const lost = input.warnings
    .filter((w) => LOST.test(w.message))
    .map((w) => `${w.where} › ${w.path || "(file)"}: ${w.message}. Its page would disappear from the live site: fix the field in Storyblok (or the cache file) and publish again.`);
  const built = new Set([...input.routes, ...input.redirectsFrom].map(normalise));
  const skippedStories = new Set(input.warnings.filter((w) => LOST.test(w.message)).map((w) => w.where));
  const missingRoutes = input.links
    .filter((l) => !l.is_folder && l.published !== false && !DATA_STORIES.has(l.slug) && !skippedStories.has(l.slug))
    .filter((l) => !built.has(normalise(storyPath(l.slug))))
    .map((l) => `${l.slug}: the story is in links.json but no page was built for ${storyPath(l.slug)} (a route was lost); check its content type and slug.`);
  return [...lost, ...missingRoutes, ...(await danglingLinks(input.outDir, built))];
}

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** Internal href targets on built pages with no page, redirect or element id behind them. */
async function danglingLinks(outDir: string, built: Set<string>): Promise<string[]> {
  const pages = await htmlPages(outDir);
  const idsByPath = new Map(pages.map((p) => [p.path, new Set([...p.html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!))]));
  const linkedFrom = new Map<string, Set<string>>();
  for (const page of pages) {
    for (const match of page.html.matchAll(/\shref="(\/[^"#?]*)(?:\?[^"#]*)?(?:#([^"]*))?"/g)) {
      const target = normalise(decodeHtml(match[1]!));
      if (/^\/(assets|img|api)\//.test(target) || /\.[a-z0-9]+$/i.test(target)) continue;
      const anchor = match[2] ? decodeHtml(match[2]) : "";
      const missingPage = !built.has(target) && !idsByPath.has(target);
      const missingAnchor = !missingPage && anchor !== "" && idsByPath.has(target) && !idsByPath.get(target)!.has(anchor);
      if (!missingPage && !missingAnchor) continue;
      const key = missingPage ? `the page ${target}` : `the anchor #${anchor} on ${target}`;
      linkedFrom.set(key, (linkedFrom.get(key) ?? new Set()).add(page.path));
    }
  }
  return [...linkedFrom].map(
    ([target, from]) =>
      `a link points at ${target}, which will not exist; linked from ${[...from].sort().join(", ")}. Point the link at a published story (or add the anchor), or publish the missing story.`,
  );
}

async function htmlPages(outDir: string): Promise<{ path: string; html: string }[]> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && e.name.endsWith(".html")).map((e) => join(e.parentPath, e.name));
  return Promise.all(
    files.map(async (file) => ({
      path: normalise(
        `/${relative(outDir, file)
          .replace(/(^|\/)index\.html$/, "")
          .replace(/\.html$/, "")}`,
      ),
      html: await readFile(file, "utf8"),
    })),
  );
}

const decodeHtml = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
