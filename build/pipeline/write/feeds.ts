// Files for feed readers and home screens, generated from the content: an Atom
// feed of the insights (newest first) and the web app manifest.
import type { Site } from "../../../src/content/site";
import { FEED_PATH } from "../../../src/lib/site-files";
import { absoluteUrl } from "../../../src/lib/urls";

export { FEED_PATH, MANIFEST_PATH } from "../../../src/lib/site-files";

const FEED_SIZE = 20;

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** "2025-05-27 09:00" (Storyblok, site time) → RFC 3339 */
const rfc3339 = (date: string) => `${date.slice(0, 10)}T${date.slice(11, 16) || "00:00"}:00Z`;

export function insightsFeed(site: Pick<Site, "settings" | "listings">): string {
  const origin = site.settings.production_site_url;
  const articles = [...site.listings.articles].sort((a, b) => b.date.localeCompare(a.date)).slice(0, FEED_SIZE);
  const updated = articles[0] ? rfc3339(articles[0].date) : "1970-01-01T00:00:00Z";
  const entries = articles.map((a) => {
    const url = xml(absoluteUrl(origin, a.url));
    return `  <entry>\n    <title>${xml(a.name)}</title>\n    <link href="${url}"/>\n    <id>${url}</id>\n    <updated>${rfc3339(a.date)}</updated>\n    <summary>${xml(a.excerpt)}</summary>\n  </entry>`;
  });
  return [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom">`,
    `  <title>${xml(site.settings.site_name)}: Insights</title>`,
    `  <link href="${xml(absoluteUrl(origin, "/insights/"))}"/>`,
    `  <link rel="self" href="${xml(absoluteUrl(origin, FEED_PATH))}"/>`,
    `  <id>${xml(absoluteUrl(origin, "/insights/"))}</id>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${xml(site.settings.site_name)}</name></author>`,
    ...entries,
    `</feed>`,
    "",
  ].join("\n");
}

export function webManifest(site: Pick<Site, "settings">): string {
  const color = site.settings.tab_color || "#0b0d12";
  const manifest = {
    name: site.settings.site_name,
    short_name: site.settings.site_name.split(" ")[0],
    start_url: "/",
    display: "browser",
    background_color: "#0b0d12",
    theme_color: color,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
