import { type CdnClient, cdnGet, checkCv, numberHeader } from "./cdn-client";
import { FetchError } from "./fetch-errors";
import type { FetchOptions } from "./fetch-options";
import type { Progress } from "./progress";

/** A story exactly as the CDN API sent it; its keys keep the API's order so it can be written back unchanged. */
export type StoryData = Record<string, unknown>;

export interface PinnedSpace {
  cv: number;
  /** the space's id, kept in space.json: the only space whose assets the site serves */
  id?: number;
}

const RUN_AGAIN = "The space probably changed during the fetch; run npm run fetch again.";

function storiesOf(data: unknown, label: string): StoryData[] {
  const stories = (data as { stories?: unknown } | null)?.stories;
  if (!Array.isArray(stories)) {
    throw new FetchError(`The answer to ${label} has no "stories" list.`, "Check that STORYBLOK_ENDPOINT, if set, points at the Storyblok CDN API (…/v2).");
  }
  return stories as StoryData[];
}

function expectedCount(page: number, pages: number, total: number, perPage: number): number {
  return page < pages ? perPage : total - perPage * (pages - 1);
}

/**
 * All stories (or those `filter` selects, e.g. published_at_gt), page after page, each page checked
 * against the total the first page announced.
 */
export async function fetchAllStories(client: CdnClient, space: PinnedSpace, options: FetchOptions, progress: Progress, filter: Record<string, string> = {}): Promise<StoryData[]> {
  const params = { ...filter, version: options.version, cv: space.cv, per_page: options.storiesPerPage };
  const stories: StoryData[] = [];
  let pages = 1;
  let total = 0;
  let perPage = options.storiesPerPage;
  for (let page = 1; page <= pages; page++) {
    const label = page === 1 ? "cdn/stories page 1" : `cdn/stories page ${page} of ${pages}`;
    const answer = await cdnGet(client, "cdn/stories", { ...params, page }, { label, midway: page > 1 }, options);
    checkCv(answer, space.cv, label);
    const pageTotal = numberHeader(answer, "total");
    if (pageTotal === undefined) {
      throw new FetchError(
        `The answer to ${label} has no "total" header, so the number of pages is unknown.`,
        "Check that STORYBLOK_ENDPOINT, if set, points at the Storyblok CDN API (…/v2).",
      );
    }
    if (page === 1) {
      total = pageTotal;
      // Storyblok caps per_page; the header says what it actually used.
      perPage = numberHeader(answer, "per-page") || options.storiesPerPage;
      pages = Math.max(1, Math.ceil(total / perPage));
    } else if (pageTotal !== total) {
      throw new FetchError(`The story total changed from ${total} to ${pageTotal} between pages (${label}).`, RUN_AGAIN);
    }
    const received = storiesOf(answer.data, label);
    const expected = expectedCount(page, pages, total, perPage);
    if (received.length !== expected) {
      throw new FetchError(`${label} held ${received.length} stories where ${expected} were expected (total ${total}, ${perPage} per page).`, RUN_AGAIN);
    }
    stories.push(...received);
    progress.line(`stories: page ${page}/${pages}, ${stories.length} of ${total}`);
  }
  return stories;
}
