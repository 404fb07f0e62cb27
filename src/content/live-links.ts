// Reads the space's draft links page after page (1000 per page, Storyblok's cdn/links) until a
// page comes back empty, as the preview sitemap needs. The pages come from a same-origin endpoint
// (the preview function) that holds the token; it answers only requests that carry the Visual
// Editor's proof, which the page forwards from its own address. Throws on any failed page.
import type { LinkEntry } from "./story";

export const LINKS_PER_PAGE = 1000;
/** a guard against an API that never answers with an empty page */
const MAX_PAGES = 100;
/** The query parameters Storyblok's editor proves itself with (`_storyblok_tk[…]`). */
const EDITOR_PROOF = /^_storyblok_tk\[/;

/** The endpoint's address for one page, with the editor's proof taken from the page's own query (`pageSearch`). */
export function linksPageUrl(endpoint: string, pageSearch: string, page: number): string {
  const params = new URLSearchParams([...new URLSearchParams(pageSearch)].filter(([name]) => EDITOR_PROOF.test(name)));
  params.set("page", String(page));
  return `${endpoint}?${params}`;
}

export async function fetchAllLinks(endpoint: string, pageSearch: string, fetcher: typeof fetch = fetch): Promise<LinkEntry[]> {
  const all: LinkEntry[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const response = await fetcher(linksPageUrl(endpoint, pageSearch, page));
    if (!response.ok) throw new Error(`the links page ${page} answered ${response.status}`);
    const body = (await response.json()) as { links?: Record<string, LinkEntry> };
    const links = Object.values(body.links ?? {});
    if (links.length === 0) return all;
    all.push(...links);
  }
  return all;
}
