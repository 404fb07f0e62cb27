// Numeric ids and timestamps for stories, folders and assets. Ids are stable for
// their key and checked for uniqueness, like Storyblok's own database ids.

import { intFor, rngFor } from "./prng";
import { FETCHED_AT } from "./seed-constants";

const usedIds = new Map<number, string>();

function uniqueId(key: string, min: number, max: number): number {
  for (let attempt = 0; ; attempt++) {
    const id = intFor(`${key}#${attempt}`, min, max);
    const owner = usedIds.get(id);
    if (owner === undefined || owner === key) {
      usedIds.set(id, key);
      return id;
    }
  }
}

/** Story and folder ids look like a space created in 2023: nine digits. */
export const storyIdFor = (fullSlug: string) => uniqueId(`story:${fullSlug}`, 310_000_000, 689_999_999);
export const assetIdFor = (key: string) => uniqueId(`asset:${key}`, 84_000_000, 129_999_999);

export interface StoryTimes {
  created_at: string;
  first_published_at: string;
  published_at: string;
  updated_at: string;
}

const HOUR = 3_600_000;
const LAST_EDIT = Date.parse(FETCHED_AT) - 6 * HOUR;

/**
 * Storyblok timestamps: created, first published a little later, republished
 * after later edits, all before the pretend fetch. `around` pins a story (a case
 * study, an article) to the date its content claims.
 */
export function timesFor(key: string, around?: string): StoryTimes {
  const rng = rngFor(`times:${key}`);
  const anchor = around ? Date.parse(`${around.replace(" ", "T")}:00Z`) : randomAnchor(rng());
  const created = Math.min(anchor - rng() * 72 * HOUR, LAST_EDIT - 48 * HOUR);
  const first = created + (1 + rng() * 40) * HOUR;
  const published = Math.min(first + rng() * rng() * 200 * 24 * HOUR, LAST_EDIT);
  const updated = published + Math.floor(rng() * 1000);
  return {
    created_at: iso(created),
    first_published_at: iso(first),
    published_at: iso(published),
    updated_at: iso(updated),
  };
}

function randomAnchor(fraction: number): number {
  const start = Date.parse("2023-02-01T09:00:00Z");
  return start + fraction * (LAST_EDIT - 30 * 24 * HOUR - start);
}

function iso(ms: number): string {
  return new Date(Math.floor(ms)).toISOString();
}
