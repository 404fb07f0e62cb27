// Which page numbers a pagination bar shows (spec 9): every page when there are
// 5 or fewer, otherwise the first, the current one with its neighbours and the
// last, with a gap marker wherever pages are left out.
export const PAGINATION_SHOW_ALL_MAX = 5;

export type PageItem = number | "gap";

export function pageItems(current: number, pageCount: number): PageItem[] {
  const all = Array.from({ length: pageCount }, (_, i) => i + 1);
  if (pageCount <= PAGINATION_SHOW_ALL_MAX) return all;
  const shown = all.filter((page) => page === 1 || page === pageCount || Math.abs(page - current) <= 1);
  return shown.flatMap((page, i): PageItem[] => {
    const previous = shown[i - 1];
    return previous !== undefined && page - previous > 1 ? ["gap", page] : [page];
  });
}

/** Listing pages are addressed as "?page=N" on the listing's own URL. */
export function pageHref(baseUrl: string, page: number): string {
  return `${baseUrl}?page=${page}`;
}
