// JSON-LD the build generates from the content (the editors' own schemas are
// added beside it): a BreadcrumbList on every nested page, an Article on each
// insight, a FAQPage for the FAQ blocks, a VideoObject for each case-study video, and
// Organization and WebSite on the home page, with the properties Google's rich results require.
import { isoDateTime } from "../lib/dates";
import { absoluteUrl, storyPath } from "../lib/urls";
import type { FaqItemBlock } from "./blocks/faqs";
import type { RichTextNode } from "./fields";
import { OG_IMAGE_SIZE, pageMeta } from "./page-meta";
import type { Route } from "./route";
import type { Site } from "./site";
import { ORGANIZATION_LOGO_PATH, siteJsonLd } from "./site-structured-data";
import { videoObjects } from "./video-structured-data";

type Schema = Record<string, unknown>;

export function generatedJsonLd(site: Site, route: Route): Schema[] {
  return [...siteJsonLd(site, route), breadcrumbList(site, route), article(site, route), faqPage(route), ...videoObjects(site, route)].filter((s): s is Schema => s !== null);
}

/** The text of a rich-text document, paragraphs separated by a blank line. */
function plainText(node: RichTextNode | null | undefined): string {
  if (!node) return "";
  if (node.type === "text") return node.text ?? "";
  const parts = (node.content ?? []).map(plainText);
  return node.type === "doc" ? parts.filter(Boolean).join("\n\n") : parts.join("");
}

/** Every question of the page's FAQ blocks that has both a question and an answer; null without any. */
export function faqPage(route: Pick<Route, "story">): Schema | null {
  const body = "body" in route.story.content ? (route.story.content.body as { component: string; items?: FaqItemBlock[] }[]) : [];
  const questions = body
    .filter((block) => block.component === "faqs")
    .flatMap((block) => block.items ?? [])
    .map((item) => ({ name: item.question.trim(), text: plainText(item.answer).trim() }))
    .filter((q) => q.name && q.text);
  if (questions.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: questions.map((q) => ({ "@type": "Question", name: q.name, acceptedAnswer: { "@type": "Answer", text: q.text } })),
  };
}

/** Home › each ancestor that is a page › this page; null on the home page and the 404. */
export function breadcrumbList(site: Pick<Site, "settings" | "storyBySlug">, route: Pick<Route, "story" | "url" | "kind">): Schema | null {
  if (route.url === "/" || route.kind === "not_found") return null;
  const origin = site.settings.production_site_url;
  const segments = route.story.full_slug.replace(/\/$/, "").split("/");
  const ancestors = segments.slice(0, -1).flatMap((_, i) => {
    const prefix = segments.slice(0, i + 1).join("/");
    const story = site.storyBySlug.get(`${prefix}/`) ?? site.storyBySlug.get(prefix);
    return story ? [{ name: story.name, path: storyPath(story.full_slug) }] : [];
  });
  const trail = [{ name: "Home", path: "/" }, ...ancestors, { name: route.story.name, path: route.url }];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: absoluteUrl(origin, item.path) })),
  };
}

/** An insight as a schema.org Article; null for every other page. */
export function article(site: Site, route: Route): Schema | null {
  if (route.kind !== "article" || route.story.content.component !== "article") return null;
  const content = route.story.content;
  const origin = site.settings.production_site_url;
  const published = isoDateTime(content.date);
  const organization = { "@type": "Organization", name: site.settings.site_name, url: origin, logo: absoluteUrl(origin, ORGANIZATION_LOGO_PATH) };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: route.story.name.slice(0, 110),
    description: pageMeta(site, route).description,
    image: [{ "@type": "ImageObject", url: pageMeta(site, route).ogImage, ...OG_IMAGE_SIZE }],
    datePublished: published,
    dateModified: route.story.published_at ?? published,
    mainEntityOfPage: absoluteUrl(origin, route.url),
    author: organization,
    publisher: organization,
  };
}
