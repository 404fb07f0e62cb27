// What one page read while rendering, recorded per render (never globally, so
// renders can run side by side): a view of the site that notes each listing,
// story and link table a block touches. Settings, header, footer and space are
// read by every page and are not recorded; a change to them rebuilds everything.
import type { Site } from "../../../../src/content/site";

/** "listing:<name>", "story:<uuid>", "slug:<full_slug>" (a story found by address, or its absence), "stories" (the whole list) or "links" */
export type ReadKey = string;

/**
 * Each key as one string for the whole site: every page of a 10,000-page build reads the same dozen stories
 * (the listings' and the footer's), and each page's own copies of their keys held 15 MB until the build ended.
 */
const keysBySite = new WeakMap<Site, Map<string, ReadKey>>();

export function recordingSite(site: Site, reads: Set<ReadKey>): Site {
  const keys = keysBySite.get(site) ?? new Map<string, ReadKey>();
  keysBySite.set(site, keys);
  const note = (key: ReadKey) => {
    const known = keys.get(key);
    if (known === undefined) keys.set(key, key);
    reads.add(known ?? key);
  };
  const listings = new Proxy(site.listings, {
    get(target, name, receiver) {
      if (typeof name === "string") note(`listing:${name}`);
      return Reflect.get(target, name, receiver);
    },
  });
  const storyByUuid = recordingMap(site.storyByUuid, "story", note);
  const storyBySlug = recordingMap(site.storyBySlug, "slug", note);
  return new Proxy(site, {
    get(target, name, receiver) {
      if (name === "listings") return listings;
      if (name === "storyByUuid") return storyByUuid;
      if (name === "storyBySlug") return storyBySlug;
      if (name === "stories" || name === "links") note(name);
      return Reflect.get(target, name, receiver);
    },
  });
}

/** A view of a map of stories that notes "<prefix>:<key>" for each key looked up, and "stories" for any other use. */
function recordingMap<V>(map: ReadonlyMap<string, V>, prefix: string, note: (key: ReadKey) => void): ReadonlyMap<string, V> {
  return new Proxy(map, {
    get(target, name) {
      if (name === "get" || name === "has") {
        return (key: string) => {
          note(`${prefix}:${key}`);
          return name === "get" ? target.get(key) : target.has(key);
        };
      }
      note("stories"); // any other use (iteration, size) depends on them all
      const value: unknown = Reflect.get(target, name, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
