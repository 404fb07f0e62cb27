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

/**
 * Output file for a path, the file Netlify answers that very path with: "/about" → "about.html",
 * "/services/" → "services/index.html", "/" → "index.html". Netlify redirects "/about" to
 * "/about/" (301) when the file is about/index.html, so every link and canonical URL without
 * the slash would cost a visitor a redirect.
 */
export function outputFileForPath(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, "");
  if (trimmed === "") return "index.html";
  return path.endsWith("/") ? `${trimmed}/index.html` : `${trimmed}.html`;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).toString();
}
