// Title, description, image and canonical path of a page, with fallbacks:
// SEO fields → story name / excerpt → site name; the page's image → the site's
// sharing image → the built-in branded card. Case studies and articles share the
// card drawn from their still and title (named by the build, build/pipeline/assets/social-cards.ts;
// drawn on request by functions/og-image.ts) unless the editor chose another image.
import { imageUrl } from "../lib/images";
import type { Route } from "./route";
import type { Site } from "./site";
import { hasSocialCard, socialCardPath, socialCardSubject } from "./social-card";

/** Every sharing image is 1200 × 630: the image service crops to it, and the built-in card is that size. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 };
/** The branded card (public/social-card.png) for pages with no image, when settings name none. */
export const DEFAULT_SOCIAL_CARD = "/social-card.png";

export interface PageMeta {
  title: string;
  description: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
  canonicalPath: string;
}

export function pageMeta(site: Site, route: Route): PageMeta {
  const content = route.story.content;
  const seo = "seo" in content ? content.seo : null;
  const siteName = site.settings.site_name;
  const name = route.kind === "not_found" ? "Page not found" : route.url === "/" ? null : route.story.name;
  const page = route.pagination && route.pagination.page > 1 ? ` (page ${route.pagination.page})` : "";
  const baseTitle = seo?.title || (name ? `${name} | ${siteName}` : siteName);
  const description = seo?.description || fallbackDescription(content) || `${siteName}: business video production.`;
  const pageImage = "page_image" in content ? content.page_image?.filename : undefined;
  const storyImage = "image" in content && content.image && typeof content.image === "object" ? content.image.filename : undefined;
  const card = hasSocialCard(route.kind) ? socialCardSubject(route.story, siteName, site.stillDigests) : null;
  // an og_image or page_image that is only the still again (as the CMS entries carry them) gives way to the card made from it
  const chosenImage = [seo?.og_image, pageImage].find((image) => image && image !== card?.stillFilename);
  const ogImageSource = card ? chosenImage || null : seo?.og_image || pageImage || storyImage || site.settings.social_image?.filename || null;
  const builtIn = card ? socialCardPath(card) : DEFAULT_SOCIAL_CARD;
  return {
    title: `${baseTitle}${page}`,
    description,
    ogTitle: seo?.og_title || baseTitle,
    ogDescription: seo?.og_description || description,
    ogImage: ogImageSource ? absoluteImage(site, ogImageSource) : new URL(builtIn, site.settings.production_site_url).toString(),
    canonicalPath: canonicalPath(route),
  };
}

function canonicalPath(route: Route): string {
  if (route.filter) return `${route.filter.baseUrl}?service=${encodeURIComponent(route.filter.service)}`;
  if (!route.pagination) return route.url;
  const { page, baseUrl } = route.pagination;
  return page === 1 ? baseUrl : `${baseUrl}?page=${page}`;
}

function fallbackDescription(content: Route["story"]["content"]): string | null {
  if ("excerpt" in content && content.excerpt) return content.excerpt;
  if ("description" in content && typeof content.description === "string" && content.description) return content.description;
  return null;
}

function absoluteImage(site: Site, filename: string): string {
  const url = imageUrl(filename, { width: 1200, height: 630 });
  return url.startsWith("/") ? new URL(url, site.settings.production_site_url).toString() : url;
}
