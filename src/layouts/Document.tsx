// The HTML shell of every page: head metadata from the story's SEO fields with
// site-wide fallbacks, the site's and the page's JSON-LD, the font faces and
// stylesheet, and the inline scripts a page needs (scroll-in reveal, island
// loader) only when it uses them.
import { JsonLdScript } from "../components/JsonLd";
import { revealBodyScript, revealHeadScript } from "../components/reveal-scripts";
import { pageJsonLd, serializeJsonLd } from "../content/json-ld";
import { OG_IMAGE_SIZE, pageMeta } from "../content/page-meta";
import type { Route } from "../content/route";
import type { Site } from "../content/site";
import { generatedJsonLd } from "../content/structured-data";
import { FEED_PATH, MANIFEST_PATH } from "../lib/site-files";
import { absoluteUrl } from "../lib/urls";

export interface DocumentAssets {
  cssHref: string;
  fontPreloads: string[];
  /** @font-face rules naming the hashed font files (build/pipeline/assets/fonts.ts) */
  fontFaceCss: string;
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
  /** whether the body has elements that scroll in (see Reveal); recorded as it renders, since
   * searching the body's HTML would copy the whole page once more */
  hasReveal: boolean;
}

export function Document({ site, route, preview, assets, bodyHtml, hasIslands, hasReveal }: DocumentProps) {
  const meta = pageMeta(site, route);
  const canonical = absoluteUrl(site.settings.production_site_url, meta.canonicalPath);
  const scripts = [hasReveal ? `<script>${revealBodyScript}</script>` : "", hasIslands ? `<script type="module">${assets.islandLoader}</script>` : ""].join("");
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
        <meta property="og:image" content={meta.ogImage} />
        <meta property="og:image:width" content={String(OG_IMAGE_SIZE.width)} />
        <meta property="og:image:height" content={String(OG_IMAGE_SIZE.height)} />
        <meta name="twitter:card" content="summary_large_image" />
        {site.settings.tab_color ? <meta name="theme-color" content={site.settings.tab_color} /> : null}
        {site.settings.google_search_console ? <meta name="google-site-verification" content={site.settings.google_search_console} /> : null}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href={MANIFEST_PATH} />
        <link rel="alternate" type="application/atom+xml" title={`${site.settings.site_name}: Insights`} href={FEED_PATH} />
        {assets.fontPreloads.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
        ))}
        <style dangerouslySetInnerHTML={{ __html: assets.fontFaceCss }} />
        <link rel="stylesheet" href={assets.cssHref} />
        {hasReveal ? <script dangerouslySetInnerHTML={{ __html: revealHeadScript }} /> : null}
        {[...pageJsonLd(site, route), ...generatedJsonLd(site, route).map(serializeJsonLd)].map((json, i) => (
          <JsonLdScript key={i} json={json} />
        ))}
      </head>
      <body dangerouslySetInnerHTML={{ __html: `${bodyHtml}${scripts}` }} />
    </html>
  );
}
