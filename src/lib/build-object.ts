// The build's own object behind a page's view of it. An incremental build renders each page
// over a view of the site that notes what the page reads (build/pipeline/render/incremental/
// record-reads.ts); memos kept from page to page key by the build's object, which the view
// hands out under this symbol, noting a read of all of it.
export const BUILD_OBJECT: unique symbol = Symbol("the build's object behind a view");

/** The object itself when it is no view. */
export function buildObject<T extends object>(value: T): T {
  return (value as T & { [BUILD_OBJECT]?: T })[BUILD_OBJECT] ?? value;
}
