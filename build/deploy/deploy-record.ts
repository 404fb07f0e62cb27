// What the last successful production deploy had, kept for the next one to compare with:
// each page's address, the story it was made from, what it read, and how many links to the
// site's pages its main content held (a listing's items). Kept at a stable path under
// .cache/, which the Netlify build plugin restores between builds; without it (a first
// deploy, or a cleared cache) only the checks that need no history run.
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import type { BuildWarning } from "../../src/content/site";
import { WITHDRAWN_LINK } from "../../src/content/withdrawn-story";
import { storyPath } from "../../src/lib/urls";
import { type GateProblem, slugOfWhere } from "./gate-problem";

/** Where the record of the last successful production deploy lives (restored with .cache/ by the build plugin). */
export const LAST_PRODUCTION_RECORD = resolve(".cache/deploy-gate/last-production.json");

export interface PageSource {
  url: string;
  /** full_slug of the story the page was made from */
  story: string;
  /** its uuid: what identifies the story across deploys when its address changes */
  uuid?: string;
  /** what it read while rendering (build/pipeline/render/incremental/record-reads.ts) */
  reads: string[];
}

export interface DeployRecord {
  /** by address: its story (full_slug and uuid), the full_slugs of the stories it read, its main content's links */
  pages: Record<string, { story: string; uuid?: string; reads: string[]; mainLinks: number }>;
  /** old addresses of moved pages that answered 301, each with its story's uuid (build/pipeline/routes/moved-pages.ts) */
  moved?: Record<string, string>;
  /** the uuid of every story a production deploy has had a page for, this one and the ones before */
  deployedStories?: string[];
  /** story file → its stamp (size, modification time, inode) when this deploy built it, for each story whose copy is kept (hold-back.ts) */
  liveStories?: Record<string, string>;
  /** the stories this deploy held back: their next good publish goes live */
  heldBack?: { slug: string; name: string; live: boolean }[];
}

/** Every story (by uuid) that a production deploy up to `record` had a page for. */
export function everDeployed(record: DeployRecord | null | undefined): Set<string> {
  if (!record) return new Set();
  const uuids = [...(record.deployedStories ?? []), ...Object.values(record.pages).map((page) => page.uuid), ...Object.values(record.moved ?? {})];
  return new Set(uuids.filter((uuid): uuid is string => Boolean(uuid)));
}

export async function readDeployRecord(file = LAST_PRODUCTION_RECORD): Promise<DeployRecord | null> {
  try {
    const record = JSON.parse(await readFile(file, "utf8")) as DeployRecord;
    return record && typeof record.pages === "object" ? record : null;
  } catch {
    return null;
  }
}

export async function writeDeployRecord(record: DeployRecord, file = LAST_PRODUCTION_RECORD): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  // written beside and renamed in: the build cache plugin saves .cache/ by hard links, so a write in
  // place would reach the saved entry too, and a stop half-way would leave it cut short there
  const temp = `${file}.tmp-${process.pid}`;
  await writeFile(temp, `${JSON.stringify(record)}\n`);
  await rename(temp, file);
}

/**
 * Every address a story's own page had at the last production deploy, and every old address that
 * answered 301 then, each with the story's uuid: what the next build redirects when the story's
 * page is elsewhere (a listing's pages and service filters follow their listing by themselves).
 */
export function knownAddresses(record: DeployRecord | null): Record<string, string> {
  if (!record) return {};
  const own = Object.entries(record.pages).flatMap(([path, page]) => (page.uuid && withoutSlash(storyPath(page.story)) === withoutSlash(path) ? [[path, page.uuid] as const] : []));
  return { ...record.moved, ...Object.fromEntries(own) };
}

const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** Links to the site's own pages inside a page's <main>: a listing's items, a page's cross-links. */
export function mainLinkCount(html: string): number {
  const main = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
  return [...main.matchAll(/\shref="\/(?!\/)/g)].length;
}

/** A listing that held at least this many links and kept less than half of them lost most of its items. */
const LISTING_MINIMUM = 6;

/**
 * Pages the last deploy had that are gone, or whose main content lost most of its links, while
 * the story they are made from (or one they read) has a content fault: not what an editor's
 * change does, so the deploy stops. A page whose story the CMS removed or unpublished is not
 * counted, nor a change to content with no fault (the editors' own).
 */
export function lossesSincePrevious(
  previous: DeployRecord,
  current: { pages: Map<string, number>; built: Set<string>; published: Set<string>; warnings: BuildWarning[] },
): GateProblem[] {
  const problems: GateProblem[] = [];
  for (const [path, page] of Object.entries(previous.pages)) {
    if (!current.published.has(page.story)) continue; // its story was removed or unpublished in the CMS
    // a link taken out because the editors removed its story is their change, not a fault
    const faults = current.warnings.filter((w) => (w.where === page.story || page.reads.includes(w.where)) && !w.message.includes(WITHDRAWN_LINK));
    if (faults.length === 0) continue;
    const cause = `Content faults on what it is made from: ${faults
      .slice(0, 3)
      .map((w) => `${w.where} › ${w.path || "(file)"}: ${w.message}`)
      .join("; ")}.`;
    const links = current.pages.get(path);
    if (links === undefined && !current.built.has(path)) {
      problems.push({
        kind: "lost-page",
        stories: [...new Set(faults.map((w) => slugOfWhere(w.where)))],
        warning: faults[0],
        page: path,
        detail: `${path} (made from ${page.story}) was live after the last production deploy and would disappear, though its story is still published. ${cause}`,
      });
    } else if (links !== undefined && page.mainLinks >= LISTING_MINIMUM && links < page.mainLinks / 2) {
      problems.push({
        kind: "listing",
        stories: [...new Set(faults.map((w) => slugOfWhere(w.where)))],
        warning: faults[0],
        page: path,
        detail: `${path} (made from ${page.story}) had ${page.mainLinks} links to the site's pages in its main content at the last production deploy and would have ${links}: a listing lost most of its items. ${cause}`,
      });
    }
  }
  return problems;
}
