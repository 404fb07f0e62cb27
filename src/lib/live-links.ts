// Reads Storyblok's cdn/links page after page (1000 per page) until a page
// comes back empty, as the preview sitemap needs. Throws on any failed page.
import type { LinkEntry } from "../content/story";

export const LINKS_PER_PAGE = 1000;
/** a guard against an API that never answers with an empty page */
const MAX_PAGES = 100;

export async function fetchAllLinks(apiBase: string, token: string, fetcher: typeof fetch = fetch): Promise<LinkEntry[]> {
  const all: LinkEntry[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const url = `${apiBase}/cdn/links?${new URLSearchParams({ token, version: "draft", per_page: String(LINKS_PER_PAGE), page: String(page) })}`;
    const response = await fetcher(url);
    if (!response.ok) throw new Error(`cdn/links page ${page} answered ${response.status}`);
    const body = (await response.json()) as { links?: Record<string, LinkEntry> };
    const links = Object.values(body.links ?? {});
    if (links.length === 0) return all;
    all.push(...links);
  }
  return all;
}
