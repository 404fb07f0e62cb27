// One page of every type, for reviews that need not visit all pages (the
// screenshots, the layout-shift test): every content page, since each is built
// from its own blocks, then the first page of each other kind (service, case
// study, article, taxonomy pages, 404…). Later pages of a paginated listing
// and the per-service variants of a filtered listing look like the listing
// itself and are left out.
export interface TypedPage {
  url: string;
  kind: string;
}

const LISTING_VARIANT = /\/(page\/\d+|service\/[^/]+)\/?$/;

export function pageTypes<T extends TypedPage>(routes: readonly T[]): T[] {
  const seen = new Set<string>();
  return routes.filter((route) => {
    if (LISTING_VARIANT.test(route.url)) return false;
    if (route.kind === "page") return true;
    if (seen.has(route.kind)) return false;
    seen.add(route.kind);
    return true;
  });
}
