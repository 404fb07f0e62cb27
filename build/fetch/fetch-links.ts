import { type CdnAnswer, type CdnClient, cdnGet, checkCv, numberHeader } from "./cdn-client";
import { FetchError } from "./fetch-errors";
import type { FetchOptions } from "./fetch-options";
import type { Progress } from "./progress";
import type { PinnedSpace } from "./stories";

/** The links map as cdn/links answers it: uuid → link entry, in the API's order. */
export type LinksMap = Record<string, Record<string, unknown>>;

const RUN_AGAIN = "The space probably changed during the fetch; run npm run fetch again.";
const ENDPOINT_HINT = "Check that STORYBLOK_ENDPOINT, if set, points at the Storyblok CDN API (…/v2).";

function linksOf(data: unknown, label: string): LinksMap {
  const links = (data as { links?: unknown } | null)?.links;
  if (links === null || typeof links !== "object" || Array.isArray(links)) {
    throw new FetchError(`The answer to ${label} has no "links" map.`, ENDPOINT_HINT);
  }
  return links as LinksMap;
}

function totalOf(answer: CdnAnswer, label: string): number {
  const total = numberHeader(answer, "total");
  if (total === undefined) throw new FetchError(`The answer to ${label} has no "total" header, so the number of links is unknown.`, ENDPOINT_HINT);
  return total;
}

/**
 * All links (stories and folders), page after page until a page comes back empty. The first page's
 * total bounds the paging: more links than announced, or more pages than the total needs (plus the
 * closing empty page), is an error rather than an endless loop.
 */
export async function fetchAllLinks(client: CdnClient, space: PinnedSpace, options: FetchOptions, progress: Progress): Promise<LinksMap> {
  // paginated=1 makes spaces created before May 2023 page their links too.
  const params = { version: options.version, cv: space.cv, per_page: options.linksPerPage, paginated: 1 };
  const merged: LinksMap = {};
  let total = 0;
  let pageLimit = 1;
  for (let page = 1; ; page++) {
    const label = `cdn/links page ${page}`;
    const answer = await cdnGet(client, "cdn/links", { ...params, page }, { label, midway: true }, options);
    checkCv(answer, space.cv, label);
    if (page === 1) {
      total = totalOf(answer, label);
      pageLimit = Math.ceil(total / options.linksPerPage) + 1;
    } else if (totalOf(answer, label) !== total) {
      throw new FetchError(`The link total changed from ${total} to ${totalOf(answer, label)} between pages (${label}).`, RUN_AGAIN);
    }
    const links = linksOf(answer.data, label);
    const uuids = Object.keys(links);
    if (uuids.length === 0) break;
    if (uuids.every((uuid) => uuid in merged)) {
      throw new FetchError(`${label} repeated links already received, so the API is not paging them.`, ENDPOINT_HINT);
    }
    Object.assign(merged, links);
    const count = Object.keys(merged).length;
    if (count > total || page >= pageLimit) {
      throw new FetchError(
        `cdn/links kept sending links past its announced total of ${total}: ${count} links after ${page} ${page === 1 ? "page" : "pages"} of ${options.linksPerPage}.`,
        ENDPOINT_HINT,
      );
    }
    progress.line(`links: page ${page}, ${count} of ${total}`);
  }
  const count = Object.keys(merged).length;
  if (count !== total) {
    throw new FetchError(`cdn/links gave ${count} links where its total header announced ${total}: a page went missing.`, RUN_AGAIN);
  }
  return merged;
}
