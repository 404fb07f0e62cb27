// Pages that support the site rather than sell: the site map, the not-found
// page and the two pretty links (a redirect story and a page with a redirect block).
import { innerBanner } from "../common-blocks";
import { pageRoot, seo } from "../page-kit";
import { linkItem, storyLink, urlLink } from "../seed-links";
import { addStory } from "../seed-space";

function addSitemapAndNotFound(): void {
  addStory({
    fullSlug: "sitemap",
    name: "Sitemap",
    position: 90,
    content: (scope) =>
      pageRoot(scope, "page", {
        seo: seo("Sitemap", "Every page on the Northlight Films website."),
        body: [innerBanner(scope, "Sitemap", "Every page on our site, in one place."), scope.block("sitemap", { heading: "All pages" })],
      }),
  });
  addStory({
    fullSlug: "404",
    name: "Page Not Found",
    position: 130,
    content: (scope) =>
      pageRoot(scope, "page", {
        seo: seo("Page Not Found", "The page you were looking for has moved or no longer exists."),
        preventIndexing: true,
        body: [
          innerBanner(scope, "We couldn't find that page", "It may have moved, or the link may be out of date. These might help:", "center"),
          scope.block("link_block", {
            align: "center",
            links: [
              linkItem(scope, "Go to the homepage", storyLink("homepage"), { type: "primary" }),
              linkItem(scope, "See our case studies", storyLink("case-studies/")),
              linkItem(scope, "Browse the sitemap", storyLink("sitemap")),
            ],
          }),
        ],
      }),
  });
}

/** Pretty links: a redirect story, and a page whose only block is a redirect. */
function addPrettyLinks(): void {
  addStory({
    fullSlug: "showreel",
    name: "Showreel",
    position: 140,
    content: (scope) => scope.root("redirect", { destination: urlLink("https://vimeo.com/76979871") }),
  });
  addStory({
    fullSlug: "book-a-call",
    name: "Book a Call",
    position: 150,
    content: (scope) =>
      pageRoot(scope, "page", {
        seo: seo("Book a Discovery Call", "Pick a time for a free 30-minute call with one of our producers."),
        preventIndexing: true,
        body: [scope.block("redirect", { destination: urlLink("https://cal.com/northlight-films/discovery-call") })],
      }),
  });
}

export function addUtilityPages(): void {
  addSitemapAndNotFound();
  addPrettyLinks();
}
