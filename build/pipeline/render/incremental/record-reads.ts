// What one page read while rendering, recorded per render (never globally, so
// renders can run side by side): a view of the site that notes each value a block
// takes from it, by a key naming that value in the site model (state.ts hashes the
// value a key names). A story or listing item found through the view is a view too,
// noting each field read, so a page depends on the fields it shows (a card on a case
// study's heading and image), not on all of every story it touches. Settings, header,
// footer and space are read by every page and are not recorded; a change to them
// rebuilds everything.
import type { Site } from "../../../../src/content/site";
import { BUILD_OBJECT } from "../../../../src/lib/build-object";

/**
 * A path into the site model, its parts joined by "/":
 * - "story:<uuid>": all of a story; "story:<uuid>/<field>", "story:<uuid>/content/<field>": one field of a story found by
 *   uuid or address ("story:<uuid>/uuid" is whether there is a story with that uuid)
 * - "slug:<full_slug>": which story is at that address, if any
 * - "listing:<name>": which items a listing has, in what order; "listing:<name>/<uuid>/<field>": one field of an item
 *   ("listing:<name>/<uuid>" all of it)
 * - "stories": every story; "links": the links table
 */
export type ReadKey = string;

/** The story a key reads from, by uuid (for what reads a story: the deploy gate), or null. */
export function storyOfRead(key: ReadKey): string | null {
  return key.startsWith("story:") ? key.slice(6).split("/", 1)[0]! : null;
}

interface SiteKeys {
  /** each key as one string for the whole site */
  known: Map<string, ReadKey>;
  /** by the build's object: the key of each of its fields */
  fields: WeakMap<object, Map<string, ReadKey>>;
}

/**
 * Each key as one string for the whole site: every page of a 10,000-page build reads the same dozen stories
 * (the listings' and the footer's), and each page's own copies of their keys held 15 MB until the build ended.
 */
const keysBySite = new WeakMap<Site, SiteKeys>();

type Fields = Record<string, unknown>;

export function recordingSite(site: Site, reads: Set<ReadKey>): Site {
  let keys = keysBySite.get(site);
  if (!keys) keysBySite.set(site, (keys = { known: new Map(), fields: new WeakMap() }));
  const { known, fields } = keys;
  const key = (text: string): ReadKey => {
    const found = known.get(text);
    if (found !== undefined) return found;
    known.set(text, text);
    return text;
  };
  const fieldKey = (object: object, whole: ReadKey, field: string): ReadKey => {
    let byField = fields.get(object);
    if (!byField) fields.set(object, (byField = new Map()));
    let found = byField.get(field);
    if (found === undefined) byField.set(field, (found = key(`${whole}/${field}`)));
    return found;
  };
  const note = (read: ReadKey) => reads.add(read);

  // one view of each object a page reaches, so two ways to the same story give the same object
  const views = new WeakMap<object, object>();
  const viewOf = <T extends object>(object: T, make: () => T): T => {
    let view = views.get(object) as T | undefined;
    if (!view) views.set(object, (view = make()));
    return view;
  };

  /**
   * A view of a record that notes each field read as "<whole>/<field>" and any other use (its keys, a copy of it, the
   * build's object) as `whole`. `known` is the field that says which record it is: how the page found it noted that.
   * `inner` is a field whose value is a record of its own, seen through a view of its fields.
   */
  const recordView = <T extends object>(object: T, whole: ReadKey, known: string, inner?: { field: string; view: (value: Fields) => Fields }): T =>
    new Proxy(object, {
      get(target, name) {
        if (name === BUILD_OBJECT) {
          note(whole);
          return target;
        }
        const value: unknown = Reflect.get(target, name);
        if (typeof name === "symbol" || name === known) return value;
        if (name === inner?.field) return inner.view(value as Fields);
        note(fieldKey(target, whole, name));
        return value;
      },
      has(target, name) {
        note(whole);
        return Reflect.has(target, name);
      },
      ownKeys(target) {
        note(whole);
        return Reflect.ownKeys(target);
      },
      getOwnPropertyDescriptor(target, name) {
        note(whole);
        return Reflect.getOwnPropertyDescriptor(target, name);
      },
    });

  // a story's fields, and its content's one by one (every story has content: no page can tell one from another by it)
  const storyView = <T extends { uuid: string; content: Fields }>(story: T): T =>
    viewOf(story, () => {
      const whole = key(`story:${story.uuid}`);
      const content = fieldKey(story, whole, "content");
      return recordView(story, whole, "uuid", { field: "content", view: (fields) => viewOf(fields, () => recordView(fields, content, "")) });
    });

  /** A listing's view: any use notes which items it has in what order; each item is a view of its fields. */
  const listingView = (name: string, items: readonly ({ uuid: string } & object)[]) =>
    viewOf(items, () => {
      const order = key(`listing:${name}`);
      const item = (value: { uuid: string } & object) => viewOf(value, () => recordView(value, fieldKey(items, order, value.uuid), "uuid"));
      return new Proxy(items, {
        get(target, index) {
          note(order);
          if (index === BUILD_OBJECT) return target;
          const value: unknown = Reflect.get(target, index);
          return typeof index === "string" && value !== null && typeof value === "object" && /^\d+$/.test(index) ? item(value as { uuid: string } & object) : value;
        },
        has(target, index) {
          note(order);
          return Reflect.has(target, index);
        },
        ownKeys(target) {
          note(order);
          return Reflect.ownKeys(target);
        },
        getOwnPropertyDescriptor(target, index) {
          note(order);
          return Reflect.getOwnPropertyDescriptor(target, index);
        },
      });
    });

  const listings = new Proxy(site.listings, {
    get(target, name) {
      const value: unknown = Reflect.get(target, name);
      return typeof name === "string" && Array.isArray(value) ? listingView(name, value) : value;
    },
  });
  const storyByUuid = recordingMap(site.storyByUuid, (uuid) => key(`story:${uuid}/uuid`), note, storyView);
  const storyBySlug = recordingMap(site.storyBySlug, (slug) => key(`slug:${slug}`), note, storyView);
  return new Proxy(site, {
    get(target, name, receiver) {
      if (name === "listings") return listings;
      if (name === "storyByUuid") return storyByUuid;
      if (name === "storyBySlug") return storyBySlug;
      if (name === "stories" || name === "links") note(key(name));
      return Reflect.get(target, name, receiver);
    },
  });
}

/** A view of a map of stories that notes `keyOf(key)` for each key looked up (and gives the story's view), and "stories" for any other use. */
function recordingMap<V extends { uuid: string; content: Fields }>(
  map: ReadonlyMap<string, V>,
  keyOf: (key: string) => ReadKey,
  note: (key: ReadKey) => void,
  view: (story: V) => V,
): ReadonlyMap<string, V> {
  return new Proxy(map, {
    get(target, name) {
      if (name === "get" || name === "has") {
        return (key: string) => {
          note(keyOf(key));
          const story = target.get(key);
          return name === "has" ? story !== undefined : story && view(story);
        };
      }
      note("stories"); // any other use (iteration, size) depends on them all
      const value: unknown = Reflect.get(target, name, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
