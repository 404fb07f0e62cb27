// One page of every type, for reviews that need not visit all pages (the
// screenshots, the layout-shift test): every content page, since each is built
// from its own blocks, then the first page of each other kind (service, case
// study, article, taxonomy pages, 404…). Later pages of a paginated listing
// look like its first and are left out.
export interface TypedPage {
  url: string;
  kind: string;
}

const LATER_LISTING_PAGE = /\/page\/\d+\/?$/;

export function pageTypes<T extends TypedPage>(routes: readonly T[]): T[] {
  const seen = new Set<string>();
  return routes.filter((route) => {
    if (LATER_LISTING_PAGE.test(route.url)) return false;
    if (route.kind === "page") return true;
    if (seen.has(route.kind)) return false;
    seen.add(route.kind);
    return true;
  });
}
