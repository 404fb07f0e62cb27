// Story full_slug → the site path a visitor uses. The homepage slug is stripped;
// folder start pages keep their trailing slash ("services/" → "/services/").
export const HOMEPAGE_SLUG = "homepage";
/** The story that renders the not-found page (404.html). */
export const NOT_FOUND_SLUG = "404";

export function storyPath(fullSlug: string): string {
  const slug = fullSlug.replace(/^\/+/, "");
  if (slug === HOMEPAGE_SLUG || slug === `${HOMEPAGE_SLUG}/` || slug === "") return "/";
  return `/${slug}`;
}

/** Output file for a path: "/about" → "about/index.html", "/" → "index.html". */
export function outputFileForPath(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? "index.html" : `${trimmed}/index.html`;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).toString();
}
