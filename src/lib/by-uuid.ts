// A listing's item by uuid, through an index made the first time a list is searched.
// Blocks look items up on every page (the case study a page is about, the article
// after it, an editor's picks); scanning the list each time made a build's time grow
// with the square of its pages. The listings are never changed once loaded, so an
// index stays right for as long as its list lives. It is kept by the build's own list
// (a page's view of it hands that out, build-object.ts), and the item is taken from the
// list the caller gave, so a view notes what the page took.
import { buildObject } from "./build-object";

interface Identified {
  uuid: string;
}

const indexes = new WeakMap<readonly Identified[], ReadonlyMap<string, number>>();

/** The position of the first item with this uuid; -1 when there is none. */
export function indexByUuid(items: readonly Identified[], uuid: string | null | undefined): number {
  if (!uuid) return -1;
  const list = buildObject(items);
  let index = indexes.get(list);
  if (!index) {
    const made = new Map<string, number>();
    list.forEach((item, i) => {
      if (!made.has(item.uuid)) made.set(item.uuid, i);
    });
    indexes.set(list, made);
    index = made;
  }
  return index.get(uuid) ?? -1;
}

/** The first item with this uuid, as `items.find` would give it. */
export function findByUuid<T extends Identified>(items: readonly T[], uuid: string | null | undefined): T | undefined {
  const i = indexByUuid(items, uuid);
  return i === -1 ? undefined : items[i];
}
