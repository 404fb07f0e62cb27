// The HTML shell of every page: head metadata from the story's SEO fields with
// site-wide fallbacks, the stylesheet, and the island loader when islands are used.
import type { Site } from "../content/site";
import type { Route } from "../pages/route";
import { absoluteUrl } from "../lib/urls";
import { pageMeta } from "./page-meta";

export interface DocumentAssets {
  cssHref: string;
  fontPreloads: string[];
  /** the inline island loader; only included on pages that render islands */
  islandLoader: string;
}

interface DocumentProps {
  site: Site;
  route: Route;
  preview: boolean;
  assets: DocumentAssets;
  bodyHtml: string;
  hasIslands: boolean;
}

export function Document({ site, route, preview, assets, bodyHtml, hasIslands }: DocumentProps) {
  const meta = pageMeta(site, route);
  const canonical = absoluteUrl(site.settings.production_site_url, meta.canonicalPath);
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        {!route.indexable || preview ? <meta name="robots" content="noindex, nofollow" /> : null}
        <link rel="canonical" href={canonical} />
        <meta property="og:type" content={route.kind === "article" ? "article" : "website"} />
        <meta property="og:site_name" content={site.settings.site_name} />
        <meta property="og:title" content={meta.ogTitle} />
        <meta property="og:description" content={meta.ogDescription} />
        <meta property="og:url" content={canonical} />
        {meta.ogImage ? <meta property="og:image" content={meta.ogImage} /> : null}
        <meta name="twitter:card" content={meta.ogImage ? "summary_large_image" : "summary"} />
        {site.settings.tab_color ? <meta name="theme-color" content={site.settings.tab_color} /> : null}
        {site.settings.google_search_console ? (
          <meta name="google-site-verification" content={site.settings.google_search_console} />
        ) : null}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.fontPreloads.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
        ))}
        <link rel="stylesheet" href={assets.cssHref} />
      </head>
      <body dangerouslySetInnerHTML={{ __html: hasIslands ? `${bodyHtml}<script type="module">${assets.islandLoader}</script>` : bodyHtml }} />
    </html>
  );
}
