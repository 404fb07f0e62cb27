import { cdnGet, numberHeader, type CdnClient } from "./client";
import { FetchError } from "./errors";
import type { FetchOptions } from "./options";
import type { Progress } from "./progress";
import type { PinnedSpace } from "./stories";

/** The links map as cdn/links answers it: uuid → link entry, in the API's order. */
export type LinksMap = Record<string, Record<string, unknown>>;

const ENDPOINT_HINT = "Check that STORYBLOK_ENDPOINT, if set, points at the Storyblok CDN API (…/v2).";

function linksOf(data: unknown, label: string): LinksMap {
  const links = (data as { links?: unknown } | null)?.links;
  if (links === null || typeof links !== "object" || Array.isArray(links)) {
    throw new FetchError(`The answer to ${label} has no "links" map.`, ENDPOINT_HINT);
  }
  return links as LinksMap;
}

/** All links (stories and folders), page after page until a page comes back empty. */
export async function fetchAllLinks(client: CdnClient, space: PinnedSpace, options: FetchOptions, progress: Progress): Promise<LinksMap> {
  // paginated=1 makes spaces created before May 2023 page their links too.
  const params = { version: options.version, cv: space.cv, per_page: options.linksPerPage, paginated: 1 };
  const merged: LinksMap = {};
  let announcedTotal: number | undefined;
  for (let page = 1; ; page++) {
    const label = `cdn/links page ${page}`;
    const answer = await cdnGet(client, "cdn/links", { ...params, page }, { label, midway: true }, options);
    const links = linksOf(answer.data, label);
    const uuids = Object.keys(links);
    if (uuids.length === 0) break;
    if (uuids.every((uuid) => uuid in merged)) {
      throw new FetchError(`${label} repeated links already received, so the API is not paging them.`, ENDPOINT_HINT);
    }
    Object.assign(merged, links);
    announcedTotal ??= numberHeader(answer, "total");
    progress.line(`links: page ${page}, ${Object.keys(merged).length}${announcedTotal === undefined ? "" : ` of ${announcedTotal}`}`);
  }
  const count = Object.keys(merged).length;
  if (announcedTotal !== undefined && count !== announcedTotal) {
    throw new FetchError(`cdn/links gave ${count} links where its total header announced ${announcedTotal}: a page went missing.`, "The space probably changed during the fetch; run npm run fetch again.");
  }
  return merged;
}
