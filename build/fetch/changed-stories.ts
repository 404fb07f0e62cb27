/**
 * An incremental fetch: from the previous fetch's content, asks Storyblok only for what changed.
 * The cv says whether anything did; the links list (always whole: it is small) shows deletions,
 * unpublished stories and moves; `published_at_gt` lists the stories published since the last
 * fetch. Whenever the result could differ from a full fetch's, it answers why, and the caller
 * fetches everything.
 */
import { isDeepStrictEqual } from "node:util";
import type { CdnClient } from "./cdn-client";
import { fetchAllLinks, type LinksMap } from "./fetch-links";
import type { FetchOptions } from "./fetch-options";
import type { PreviousContent } from "./previous-content";
import type { Progress } from "./progress";
import { fetchAllStories, type PinnedSpace, type StoryData } from "./stories";

export type ChangedContent = { kind: "changes"; stories: StoryData[]; links: LinksMap; how: string } | { kind: "full"; why: string };

/** Stories published this long before the newest cached one are asked for again: Storyblok's filter counts whole minutes. */
const MARGIN_MS = 10 * 60_000;

const MAX_MOVED = 100;

const uuidOf = (story: StoryData) => String(story.uuid);
const isStoryLink = (link: Record<string, unknown>) => link.is_folder !== true;

/** "YYYY-mm-dd HH:MM" (UTC), the format Storyblok's date filters take, MARGIN_MS before the newest publish cached. */
function publishedSince(stories: readonly StoryData[]): string | undefined {
  const times = stories.map((story) => Date.parse(String(story.published_at)));
  if (times.length === 0 || times.some(Number.isNaN)) return undefined;
  return new Date(Math.max(...times) - MARGIN_MS).toISOString().slice(0, 16).replace("T", " ");
}

/** Why the previous content cannot be the base of an incremental fetch of `options`, if it cannot. */
function unsuitable(previous: PreviousContent, options: FetchOptions): string | undefined {
  if (previous.version !== options.version) return `the last fetch was of ${previous.version} content, this one is of ${options.version}`;
  if (options.version === "draft") return "draft content: saving a draft moves no publish date to ask by";
  if (previous.stories.some((story) => !(uuidOf(story) in previous.links))) return "the last fetch has stories without a links entry";
  return undefined;
}

export async function fetchChangedStories(client: CdnClient, space: PinnedSpace, previous: PreviousContent, options: FetchOptions, progress: Progress): Promise<ChangedContent> {
  const problem = unsuitable(previous, options);
  if (problem) return { kind: "full", why: problem };
  if (space.cv === previous.cv) return { kind: "changes", stories: previous.stories, links: previous.links, how: `cv ${space.cv} unchanged since the last fetch` };
  const since = publishedSince(previous.stories);
  if (!since) return { kind: "full", why: "a cached story has no publish date" };
  const links = await fetchAllLinks(client, space, options, progress);
  const cached = new Map(previous.stories.map((story) => [uuidOf(story), story]));
  if (cached.size > 0 && ![...cached.keys()].some((uuid) => uuid in links)) return { kind: "full", why: "no cached story is in the space's links (another space?)" };
  const fresh = new Map((await fetchAllStories(client, space, options, progress, { published_at_gt: since })).map((story) => [uuidOf(story), story]));
  const published = fresh.size;
  // a move (of the story or its folder) or a rename changes its links entry, not always its publish date;
  // an unpublished story's entry changes too (published: false), but it is dropped below, not asked for
  const moved = Object.entries(links)
    .filter(([uuid, link]) => isStoryLink(link) && link.published !== false && cached.has(uuid) && !fresh.has(uuid) && !isDeepStrictEqual(link, previous.links[uuid]))
    .map(([uuid]) => uuid);
  // one request's URL holds a hundred uuids comfortably; a larger move costs about as much as a full fetch
  if (moved.length > MAX_MOVED) return { kind: "full", why: `${moved.length} stories moved (a folder?)` };
  if (moved.length > 0) {
    for (const story of await fetchAllStories(client, space, options, progress, { by_uuids: moved.join(",") })) fresh.set(uuidOf(story), story);
    const missing = moved.find((uuid) => !fresh.has(uuid));
    if (missing) return { kind: "full", why: `the story ${String(links[missing]?.slug)} changed its links entry but was not sent` };
  }
  // a story gone from the links (or no longer published there) was deleted or unpublished
  const kept = previous.stories.filter((story) => !fresh.has(uuidOf(story)) && links[uuidOf(story)]?.published !== false && uuidOf(story) in links);
  const stories = [...kept, ...fresh.values()];
  const held = new Set(stories.map(uuidOf));
  const orphan = Object.values(links).find((link) => isStoryLink(link) && link.published !== false && !held.has(String(link.uuid)));
  if (orphan) return { kind: "full", why: `the links entry ${String(orphan.slug)} has no cached or changed story` };
  return {
    kind: "changes",
    stories,
    links,
    how: `cv ${previous.cv} → ${space.cv}: ${published} ${published === 1 ? "story" : "stories"} published since ${since} UTC, ${moved.length} moved, ${previous.stories.filter((story) => !held.has(uuidOf(story))).length} removed`,
  };
}
