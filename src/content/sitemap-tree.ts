// The sitemap screen's tree (spec 2): the homepage first, then published pages
// with children nested under their parent. A folder is shown by its start page
// (so the start page is never listed a second time) or, without one, as a
// non-clickable placeholder holding its children.
import { HOMEPAGE_SLUG, NOT_FOUND_SLUG, storyPath } from "../lib/urls";
import type { SettingsContent } from "./settings";
import type { LoadedStory } from "./site";
import type { LinkEntry } from "./story";

export interface SitemapNode {
  name: string;
  /** null for a placeholder: a folder without a start page */
  href: string | null;
  children: SitemapNode[];
}

export interface SitemapSource {
  links: readonly LinkEntry[];
  settings: Pick<SettingsContent, "sitemap_exclude_prefixes" | "sitemap_separate_folders">;
  /** the site's stories, at build time */
  storyByUuid?: ReadonlyMap<string, LoadedStory>;
  /** in the browser, in place of the stories: uuids of links that are not pages a visitor reads (see unlistedUuids) */
  unlisted?: ReadonlySet<string>;
}

/** Stories that exist in the space but are not pages a visitor reads. */
const NOT_PAGE_COMPONENTS = new Set(["settings", "header", "footer", "redirect"]);
const LEGAL_SLUG = /(^|\/)(privacy|terms)[^/]*$/;

const trimSlashes = (slug: string) => slug.replace(/^\/+|\/+$/g, "");

export function sitemapTree(source: SitemapSource): SitemapNode[] {
  const ids = new Set(source.links.map((entry) => entry.id));
  const childrenOf = new Map<number | null, LinkEntry[]>();
  for (const entry of source.links) {
    const parent = entry.parent_id && ids.has(entry.parent_id) ? entry.parent_id : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), entry]);
  }
  const build = (parent: number | null): SitemapNode[] =>
    [...(childrenOf.get(parent) ?? [])]
      .sort(siteOrder)
      .filter((entry) => !(entry.is_startpage && parent !== null))
      .flatMap((entry) => (entry.is_folder ? folderNode(entry) : pageNode(entry)));
  const folderNode = (folder: LinkEntry): SitemapNode[] => {
    if (isExcluded(folder, source.settings)) return [];
    const startPage = (childrenOf.get(folder.id) ?? []).find((entry) => entry.is_startpage && isListedPage(entry, source));
    const children = build(folder.id);
    if (!startPage && children.length === 0) return [];
    return [{ name: folder.name, href: startPage ? storyPath(startPage.slug) : null, children }];
  };
  const pageNode = (entry: LinkEntry): SitemapNode[] => (isListedPage(entry, source) ? [{ name: entry.name, href: storyPath(entry.slug), children: [] }] : []);
  return build(null);
}

/** Whether a page (not a folder) appears, by the exclusion rules of spec 2. */
export function isListedPage(entry: LinkEntry, source: SitemapSource): boolean {
  if (!entry.published || trimSlashes(entry.slug) === NOT_FOUND_SLUG) return false;
  const readable = source.unlisted ? !source.unlisted.has(entry.uuid) : isReadablePage(entry, source.storyByUuid);
  return readable && !isExcluded(entry, source.settings);
}

/** Links whose story is not a page a visitor reads, for a tree built in the browser from live links. */
export function unlistedUuids(links: readonly LinkEntry[], storyByUuid: ReadonlyMap<string, LoadedStory>): string[] {
  return links.filter((entry) => !entry.is_folder && !isReadablePage(entry, storyByUuid)).map((entry) => entry.uuid);
}

function isReadablePage(entry: LinkEntry, storyByUuid: ReadonlyMap<string, LoadedStory> | undefined): boolean {
  const story = storyByUuid?.get(entry.uuid);
  // a link without a story is not built, so listing it would be a broken link
  if (!story || NOT_PAGE_COMPONENTS.has(story.content.component)) return false;
  return !(LEGAL_SLUG.test(trimSlashes(entry.slug)) && "prevent_indexing" in story.content && story.content.prevent_indexing);
}

/** Slug-prefix exclusions, and pages inside a folder that has a sitemap of its own (its start page stays). */
function isExcluded(entry: LinkEntry, settings: SitemapSource["settings"]): boolean {
  const slug = trimSlashes(entry.slug);
  if (settings.sitemap_exclude_prefixes.some((prefix) => trimSlashes(prefix) !== "" && slug.startsWith(trimSlashes(prefix)))) return true;
  return !entry.is_startpage && settings.sitemap_separate_folders.some((folder) => slug.startsWith(`${trimSlashes(folder)}/`));
}

function siteOrder(a: LinkEntry, b: LinkEntry): number {
  const home = Number(b.slug === HOMEPAGE_SLUG) - Number(a.slug === HOMEPAGE_SLUG);
  return home || a.position - b.position || a.name.localeCompare(b.name, "en");
}
