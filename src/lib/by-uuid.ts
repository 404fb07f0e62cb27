// A listing's item by uuid, through an index made the first time a list is searched.
// Blocks look items up on every page (the case study a page is about, the article
// after it, an editor's picks); scanning the list each time made a build's time grow
// with the square of its pages. The listings are never changed once loaded, so an
// index stays right for as long as its list lives.
interface Identified {
  uuid: string;
}

const indexes = new WeakMap<readonly Identified[], ReadonlyMap<string, number>>();

/** The position of the first item with this uuid; -1 when there is none. */
export function indexByUuid(items: readonly Identified[], uuid: string | null | undefined): number {
  if (!uuid) return -1;
  let index = indexes.get(items);
  if (!index) {
    const made = new Map<string, number>();
    items.forEach((item, i) => {
      if (!made.has(item.uuid)) made.set(item.uuid, i);
    });
    indexes.set(items, made);
    index = made;
  }
  return index.get(uuid) ?? -1;
}

/** The first item with this uuid, as `items.find` would give it. */
export function findByUuid<T extends Identified>(items: readonly T[], uuid: string | null | undefined): T | undefined {
  const i = indexByUuid(items, uuid);
  return i === -1 ? undefined : items[i];
}
