// Site model → the list of pages to render and the redirects to publish.
import type { Multilink } from "../../../src/content/fields";
import { linkHref } from "../../../src/content/links";
import type { PageKind, RedirectRule, Route } from "../../../src/content/route";
import type { BuildWarning, LoadedStory, Site } from "../../../src/content/site";
import { NEWS_PER_PAGE } from "../../../src/lib/constants";
import { NOT_FOUND_SLUG, outputFileForPath, storyPath } from "../../../src/lib/urls";
import { imageProxyRule } from "./image-proxy";
import { canonicalRedirects, pageRewrites, serviceRewrites } from "./route-redirects";

const NOT_PAGES = new Set(["settings", "header", "footer"]);

export interface RoutePlan {
  routes: Route[];
  redirects: RedirectRule[];
}

export function planRoutes(site: Site, options: { preview: boolean }, warn: (w: BuildWarning) => void): RoutePlan {
  const routes: Route[] = [];
  // first, so no redirect story's address can take /img/ over
  const redirects: RedirectRule[] = [imageProxyRule(site.space.id)];
  // "/about" and "/about/" are one page to a visitor (two files, about.html and about/index.html),
  // so clashes are found by the path without its trailing slash
  const byPath = new Map<string, string>();
  const add = (route: Route) => {
    const key = route.url.replace(/\/+$/, "");
    const clash = byPath.get(key);
    if (clash) {
      warn({ where: route.story.full_slug, path: "full_slug", message: `its URL ${route.url} is already used by ${clash}; this page is skipped` });
      return;
    }
    byPath.set(key, route.story.full_slug);
    routes.push(route);
  };

  for (const story of site.stories) {
    const component = story.content.component;
    if (NOT_PAGES.has(component)) continue;
    const redirect = redirectOf(story);
    if (redirect && !options.preview) {
      const to = linkHref(redirect.destination, site);
      if (to) redirects.push({ from: storyPath(story.full_slug), to, status: 307 });
      else warn({ where: story.full_slug, path: `${redirect.path}.destination`, message: "the redirect has no destination; it is skipped" });
      continue;
    }
    for (const route of storyRoutes(story, site, options)) add(route);
  }
  for (const route of routes) {
    if (route.pagination?.page !== 1 || route.url !== route.pagination.baseUrl) continue;
    redirects.push(...pageRewrites(route, route.pagination.pageCount));
  }
  for (const route of routes) {
    if (route.filter || !hasBlock(route.story.content, "case_study_listing")) continue;
    redirects.push(
      ...serviceRewrites(
        route,
        site.listings.services.map((s) => s.slug),
      ),
    );
  }
  redirects.push(...canonicalRedirects(routes));
  return { routes, redirects };
}

function storyRoutes(story: LoadedStory, site: Site, options: { preview: boolean }): Route[] {
  const kind = pageKind(story);
  const indexable = !options.preview && kind !== "not_found" && kind !== "redirect_notice" && !preventsIndexing(story);
  if (kind === "not_found") return [{ url: "/404", outputPath: "404.html", kind, story, indexable }];
  const url = storyPath(story.full_slug);
  const base: Route = { url, outputPath: outputFileForPath(url), kind, story, indexable };
  if (hasBlock(story.content, "case_study_listing")) return [base, ...serviceFilterRoutes(base, site)];
  if (!hasBlock(story.content, "news_listing")) return [base];
  const pageCount = Math.max(1, Math.ceil(site.listings.articles.length / NEWS_PER_PAGE));
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).map((page): Route => {
    const pageUrl = `${url.replace(/\/$/, "")}/page/${page}/`;
    return { ...base, url: pageUrl, outputPath: outputFileForPath(pageUrl), pagination: { page, pageCount, baseUrl: url } };
  });
  return [{ ...base, pagination: { page: 1, pageCount, baseUrl: url } }, ...pages];
}

/**
 * A listing filtered by one service is a static page of its own, so the filter
 * form works without JavaScript; these variants are not indexed (the canonical
 * listing is).
 */
function serviceFilterRoutes(base: Route, site: Site): Route[] {
  return site.listings.services.map((service) => {
    const url = `${base.url.replace(/\/$/, "")}/service/${service.slug}/`;
    return { ...base, url, outputPath: outputFileForPath(url), indexable: false, filter: { service: service.slug, baseUrl: base.url } };
  });
}

/**
 * A pretty link is a redirect story, or a page whose body holds a redirect
 * block: either way its URL answers 307 in production (spec 2).
 */
export function redirectOf(story: LoadedStory): { destination: Multilink; path: string } | null {
  const content = story.content;
  if (content.component === "redirect") return { destination: content.destination, path: "content" };
  if (content.component !== "page") return null;
  const index = content.body.findIndex((block) => block.component === "redirect");
  const block = content.body[index] as { destination?: Multilink } | undefined;
  return block?.destination ? { destination: block.destination, path: `content.body[${index}]` } : null;
}

function pageKind(story: LoadedStory): PageKind {
  if (story.full_slug === NOT_FOUND_SLUG) return "not_found";
  const component = story.content.component;
  if (component === "redirect") return "redirect_notice";
  return component as PageKind;
}

function preventsIndexing(story: LoadedStory): boolean {
  return "prevent_indexing" in story.content && story.content.prevent_indexing === true;
}

/** True when a block of this name sits anywhere in the value (body, nested blocks). */
export function hasBlock(value: object, name: string): boolean {
  return blocksIn(value).has(name);
}

// each story's content is walked once, however many blocks its routes ask about (three walks
// a story were 180 ms of a 10,000-story build's routes)
const blockNames = new WeakMap<object, Set<string>>();

function blocksIn(value: object): Set<string> {
  let names = blockNames.get(value);
  if (!names) {
    names = new Set();
    collectBlocks(value, names);
    blockNames.set(value, names);
  }
  return names;
}

function collectBlocks(value: unknown, names: Set<string>): void {
  if (!value || typeof value !== "object") return;
  if (Array.isArray(value)) {
    for (const item of value) collectBlocks(item, names);
    return;
  }
  const { component } = value as { component?: unknown };
  if (typeof component === "string") names.add(component);
  for (const v of Object.values(value)) if (typeof v === "object") collectBlocks(v, names);
}
