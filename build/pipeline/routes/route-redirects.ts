// The rules that give each odd address one answer (issue 25): "?page=" and
// "?service=" served by the static file of that variant, an unknown page number
// sent to the listing's first page, the not-found page answered with 404 at every
// address it has, and a folder's ".../index" sent to the folder's canonical URL.
import type { RedirectRule, Route } from "../../../src/content/route";

/**
 * "?page=N" is served by the static file of that page, as Netlify query rules
 * allow: one rule per existing page, then one for any other value (0, abc, -1,
 * 2.5, 99, empty) that sends the visitor to the listing's first page. A redirect
 * rather than a 404: the spec defaults the page to 1, and the visitor still lands
 * on the articles with an address that says what they see. 302, not 301: a number
 * past the end today is a real page once more articles are published.
 */
export function pageRewrites(listing: Route, pageCount: number): RedirectRule[] {
  const pages = Array.from({ length: pageCount }, (_, i) => String(i + 1));
  return [...queryRewrites(listing, "page", pages), { from: listing.url, to: listing.url, status: 302, query: { page: ":page" }, force: true }];
}

/**
 * "?service=slug" is served by the listing filtered to that service; any other
 * value (unknown, differently cased, or the empty value "Any" sends without
 * JavaScript) serves the whole listing.
 */
export function serviceRewrites(listing: Route, services: string[]): RedirectRule[] {
  return [...queryRewrites(listing, "service", services), queryRule(listing, "service", ":service", `/${listing.outputPath}`)];
}

function queryRewrites(listing: Route, parameter: "page" | "service", values: string[]): RedirectRule[] {
  const base = listing.url.replace(/\/$/, "");
  return values.map((value) => queryRule(listing, parameter, value, `${base}/${parameter}/${value}/`));
}

function queryRule(listing: Route, parameter: string, value: string, to: string): RedirectRule {
  return { from: listing.url, to, status: 200, query: { [parameter]: value }, force: true };
}

/**
 * Forced, since a file answers each of these addresses: the not-found page keeps
 * its status at /404 and /404.html, and "/services/index" or "/services/index.html"
 * (the file of "/services/") is sent to "/services/" instead of answering as a
 * second copy of the page.
 */
export function canonicalRedirects(routes: Route[]): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const route of routes) {
    if (route.kind === "not_found") {
      rules.push({ from: route.url, to: `/${route.outputPath}`, status: 404, force: true });
      rules.push({ from: `/${route.outputPath}`, to: `/${route.outputPath}`, status: 404, force: true });
    } else if (route.url.endsWith("/")) {
      rules.push({ from: `${route.url}index`, to: route.url, status: 301, force: true });
      rules.push({ from: `${route.url}index.html`, to: route.url, status: 301, force: true });
    }
  }
  return rules;
}
