// Hashes of everything a page can depend on, for the incremental planner: the
// code (sources, lock file, build options and the asset URLs pages link), the
// shared stories, and each value a page read (a story, one of its fields, a
// listing's order or one field of an item, the link table).
import { createHash } from "node:crypto";
import type { Route } from "../../../../src/content/route";
import type { LoadedStory, Site } from "../../../../src/content/site";
import { storyStill } from "../../../../src/content/social-card";
import { rememberedHashOf, sourceFiles } from "../../../shared/build-step-cache";
import type { SharedState } from "./plan";
import type { ReadKey } from "./record-reads";

const hash = (value: string | Buffer) => createHash("sha256").update(value).digest("hex").slice(0, 20);

export async function codeHash(extra: unknown): Promise<string> {
  const sources = [...(await sourceFiles("src", /./)), ...(await sourceFiles("build", /./))];
  return rememberedHashOf("code-hash", [JSON.stringify(extra)], ["package-lock.json", ...sources]);
}

/** What every page shows: the code and the shared stories. */
export function sharedState(site: Site, code: string): SharedState {
  // every fetch moves the space's cv and fetched_at, which no page shows: only its version (draft or published) is shared
  return { codeHash: code, sharedHash: hash(JSON.stringify([site.space.version, site.settings, site.header, site.footer])) };
}

/**
 * The hash of the value each read key names (record-reads.ts) in this site, worked out once a build; undefined for a
 * value the site does not have (a story deleted, an item gone from a listing), which no hash of the last build matches.
 */
export function inputHashes(site: Site): (key: ReadKey) => string | undefined {
  const known = new Map<ReadKey, string | undefined>();
  const storyHashes = new Map<string, string>();
  const storyHash = (story: LoadedStory) => {
    let found = storyHashes.get(story.uuid);
    if (found === undefined) {
      // by its file's digest when the load read one (the model is made from the file's bytes and the code, which
      // codeHash covers), else by the model itself; with its still's bytes, which its social card's name hashes
      const still = storyStill(story);
      const own = site.storyDigests?.get(story.uuid) ?? JSON.stringify(story);
      storyHashes.set(story.uuid, (found = hash(own + (still ? (site.stillDigests?.get(still) ?? "") : ""))));
    }
    return found;
  };
  const items = new Map<string, Map<string, object>>();
  const itemOf = (listing: string, uuid: string) => {
    let byUuid = items.get(listing);
    if (!byUuid) items.set(listing, (byUuid = new Map(listingOf(site, listing)?.map((item) => [item.uuid, item]))));
    return byUuid.get(uuid);
  };
  const hashOf = (key: ReadKey): string | undefined => {
    if (key === "stories") return hash(site.stories.map(storyHash).join());
    if (key === "links") return hash(JSON.stringify(site.links));
    const [kind, rest] = [key.slice(0, key.indexOf(":")), key.slice(key.indexOf(":") + 1)];
    if (kind === "slug") {
      const story = site.storyBySlug.get(rest);
      return story && hash(story.uuid);
    }
    const [id, ...path] = rest.split("/");
    if (kind === "story") {
      const story = site.storyByUuid.get(id!);
      if (!story) return undefined;
      return path.length === 0 ? storyHash(story) : valueHash(valueAt(story, path));
    }
    if (kind === "listing") {
      if (path.length === 0)
        return (
          listingOf(site, id!) &&
          hash(
            listingOf(site, id!)!
              .map((item) => item.uuid)
              .join(),
          )
        );
      const item = itemOf(id!, path[0]!);
      return item && valueHash(valueAt(item, path.slice(1)));
    }
    throw new Error(`no such read key: ${key}`);
  };
  return (key) => {
    if (!known.has(key)) known.set(key, hashOf(key));
    return known.get(key);
  };
}

const listingOf = (site: Site, name: string) => (site.listings as unknown as Record<string, { uuid: string }[] | undefined>)[name];

const valueAt = (value: unknown, path: string[]) => path.reduce<unknown>((at, field) => (at as Record<string, unknown> | undefined)?.[field], value);

/** A field's value by its JSON, told from a field that is not there at all. */
const valueHash = (value: unknown) => hash(value === undefined ? "" : `=${JSON.stringify(value)}`);

/** A route's own shape (URL, kind, pagination…) without the story it carries, which is hashed on its own. */
export function routeHash(route: Route): string {
  return hash(JSON.stringify({ ...route, story: route.story.uuid }));
}
