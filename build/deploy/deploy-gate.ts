// What a production deploy must not ship (the live site keeps its last good version of it):
// a page the content defines that was not built (its story file unreadable, a
// required field broken, its route lost), a block a page loses to a content fault,
// a page the last production deploy had that is gone or whose listing lost most of
// its items while the content has faults (build/deploy/deploy-record.ts), and an internal
// link or anchor on a built page that points at a page or id that will not exist. Each problem
// names the stories that cause it: build/cli/build-netlify.ts holds those back (hold-back.ts)
// and stops the deploy only for what no story can be held back for. Previews only warn.
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import type { BuildWarning } from "../../src/content/site";
import { storyPath } from "../../src/lib/urls";
import { storyOfRead } from "../pipeline/render/incremental/record-reads";
import { type DeployRecord, everDeployed, lossesSincePrevious, mainLinkCount, type PageSource } from "./deploy-record";
import { BLOCK_LOST, faultKind, type GateProblem, LOST, slugOfWhere } from "./gate-problem";

export type { GateProblem } from "./gate-problem";

export interface GateInput {
  warnings: BuildWarning[];
  /** content-cache links.json entries: every story the CMS defines */
  links: { uuid?: string; slug: string; is_folder: boolean; published?: boolean; real_path?: string | null }[];
  routes: string[];
  redirectsFrom: string[];
  /** output folder with the built pages */
  outDir: string;
  /** each built page's story and reads, to compare with (and record for) the next deploy */
  pages?: PageSource[];
  /** what the last successful production deploy had; null when there is no record */
  previous?: DeployRecord | null;
  /** the moved pages' old addresses this build redirects, with their stories' uuids */
  moved?: Record<string, string>;
}

// stories that hold site-wide data rather than a page of their own
const DATA_STORIES = new Set(["settings", "header", "footer"]);
const STAND_IN = /story could not be used/;

export async function deployBlockers(input: GateInput): Promise<string[]> {
  return (await gateProblems(input)).map((problem) => problem.detail);
}

export async function gateProblems(input: GateInput): Promise<GateProblem[]> {
  const lostWarnings = input.warnings.filter((w) => LOST.test(w.message));
  const lost = lostWarnings
    // a site-wide story's stand-in is said once, by the field that made it needed when one did
    .filter((w) => !(STAND_IN.test(w.message) && lostWarnings.some((other) => other !== w && other.where === w.where)))
    .map(
      (w): GateProblem => ({
        kind: faultKind(w) as "unreadable" | "skipped" | "redirect",
        stories: [slugOfWhere(w.where)],
        warning: w,
        detail: `${w.where} › ${w.path || "(file)"}: ${w.message}. ${DATA_STORIES.has(w.where) ? "It is on every page, so nothing can go live without it" : "Its page would disappear from the live site"}: fix the field in Storyblok (or the cache file) and publish again.`,
      }),
    );
  const built = new Set([...input.routes, ...input.redirectsFrom].map(normalise));
  const skippedStories = new Set(input.warnings.filter((w) => LOST.test(w.message)).map((w) => w.where));
  const missingRoutes = input.links
    .filter((l) => !l.is_folder && l.published !== false && !DATA_STORIES.has(l.slug) && !skippedStories.has(l.slug))
    .filter((l) => !built.has(normalise(storyPath(l.slug))))
    .map(
      (l): GateProblem => ({
        kind: "route",
        stories: [l.slug],
        page: storyPath(l.slug),
        detail: `${l.slug}: the story is in links.json but no page was built for ${storyPath(l.slug)} (a route was lost); check its content type and slug.`,
      }),
    );
  const blocks = input.warnings
    .filter((w) => BLOCK_LOST.test(w.message))
    .map(
      (w): GateProblem => ({
        kind: "block",
        stories: [w.where],
        warning: w,
        detail: `${w.where} › ${w.path}: ${w.message}. Its page would lose that block on the live site: fix the field in Storyblok (or the cache file) and publish again.`,
      }),
    );
  const pages = await htmlPages(input.outDir);
  const sincePrevious = input.previous
    ? lossesSincePrevious(input.previous, {
        pages: new Map(pages.map((p) => [p.path, mainLinkCount(p.html)])),
        built,
        published: new Set(input.links.filter((l) => l.published !== false).map((l) => l.slug)),
        warnings: input.warnings,
      })
    : [];
  const storyOfPage = new Map((input.pages ?? []).map((page) => [normalise(page.url), page.story]));
  return [...lost, ...blocks, ...missingRoutes, ...sincePrevious, ...linksToUnknownStories(input), ...danglingLinks(pages, built, storyOfPage)].map((problem) => ({
    ...problem,
    // a site-wide story's fault is on every page: it cannot be held back alone
    stories: problem.stories.some((story: string) => DATA_STORIES.has(story)) ? [] : problem.stories,
  }));
}

/**
 * A link taken out as pointing at a deleted story is the editors' removal only if some production
 * deploy had a page for that story (by uuid, the record keeps them all); otherwise the link points at a page no story ever had. Without
 * a record that names uuids, this cannot be told and is not checked.
 */
function linksToUnknownStories(input: GateInput): GateProblem[] {
  const deployed = everDeployed(input.previous);
  if (deployed.size === 0) return [];
  return input.warnings.flatMap((w): GateProblem[] => {
    const uuid = /uuid ([^),]+)\),? was deleted in Storyblok/.exec(w.message)?.[1];
    if (!uuid || deployed.has(uuid)) return [];
    return [
      {
        kind: "unknown-link",
        stories: [w.where],
        warning: w,
        detail: `${w.where} › ${w.path}: links to a story that no production deploy ever had (uuid ${uuid}). Point the link at a published story in Storyblok and publish again.`,
      },
    ];
  });
}

/** The record of this build for the next production deploy to compare with. */
export async function deployRecord(input: Pick<GateInput, "outDir" | "pages" | "links" | "moved" | "previous">): Promise<DeployRecord> {
  const slugByUuid = new Map(input.links.map((l) => [l.uuid, l.slug]));
  const html = new Map((await htmlPages(input.outDir)).map((p) => [p.path, p.html]));
  const pages: DeployRecord["pages"] = {};
  for (const page of input.pages ?? []) {
    const path = normalise(page.url);
    const reads = page.reads.flatMap((key) => {
      const uuid = storyOfRead(key);
      return uuid !== null ? [slugByUuid.get(uuid) ?? ""] : key.startsWith("slug:") ? [key.slice(5)] : [];
    });
    pages[path] = { story: page.story, ...(page.uuid ? { uuid: page.uuid } : {}), reads: [...new Set(reads)].filter(Boolean), mainLinks: mainLinkCount(html.get(path) ?? "") };
  }
  const deployedStories = [...new Set([...everDeployed(input.previous), ...Object.values(pages).flatMap((page) => (page.uuid ? [page.uuid] : []))])].sort();
  return { pages, moved: input.moved ?? {}, deployedStories };
}

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** Internal href targets on built pages with no page, redirect or element id behind them. */
function danglingLinks(pages: { path: string; html: string }[], built: Set<string>, storyOfPage: Map<string, string>): GateProblem[] {
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
  return [...linkedFrom].map(([target, from]) => ({
    kind: "dangling",
    stories: [...new Set([...from].map((path) => storyOfPage.get(path) ?? ""))].filter(Boolean).sort(),
    page: target,
    detail: `a link points at ${target}, which will not exist; linked from ${[...from].sort().join(", ")}. Point the link at a published story (or add the anchor), or publish the missing story.`,
  }));
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
