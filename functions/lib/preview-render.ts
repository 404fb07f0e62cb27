// One preview page from raw content, through the build's own stages: model (validate),
// routes, render. Nothing here reads the disk or the network, so a page previewed from
// draft content is the page a build would write from the same content.
import type { RenderAssets } from "../../build/pipeline/assets/render-assets";
import { type Modeller, modelSite } from "../../build/pipeline/load/load";
import * as modeller from "../../build/pipeline/load/model-story";
import type { RawContent } from "../../build/pipeline/load/read-content";
import type { ModelledStory } from "../../build/pipeline/load/story-memo";
import type { ValidateOptions } from "../../build/pipeline/load/validate-content";
import type { RenderOptions } from "../../build/pipeline/render/render";
import { renderRoute } from "../../build/pipeline/render/render";
import { planRoutes, type RoutePlan } from "../../build/pipeline/routes/routes";
import type { Route } from "../../src/content/route";
import type { BuildWarning, Site } from "../../src/content/site";

export interface PreviewModel {
  site: Site;
  plan: RoutePlan;
  warnings: BuildWarning[];
}

export interface PreviewPage {
  status: 200 | 404;
  html: string;
  /** the full_slug of the story the page shows */
  story: string;
  /** what the build would print for this content and this page */
  warnings: BuildWarning[];
}

/**
 * The site and its routes; worth keeping for as long as the content (its cv) stays the same. A block that fails its schema stays as a placeholder the editor can select.
 * `stillDigests`: the digests of the stills' bytes the build read (its assets manifest), so a page names the social card the build drew for the same content.
 */
export function modelPreview(raw: RawContent, stillDigests: ReadonlyMap<string, string> = new Map()): PreviewModel {
  const modelled = modelSite(raw, null, { keepInvalid: true }, keptModeller);
  const { warnings } = modelled;
  const site = { ...modelled.site, stillDigests };
  const plan = planRoutes(site, { preview: true }, (warning) => warnings.push(warning));
  return { site, plan, warnings };
}

/**
 * Each story file's model, kept as long as its JSON is: an edit replaces one story's JSON and keeps
 * the others' (edited-story.ts), so typing validates only the edited story, never the whole site.
 */
const storyModels = new WeakMap<object, { spaceId: ValidateOptions["spaceId"]; modelled: ModelledStory }>();
const keptModeller: Modeller = {
  ...modeller,
  modelStory(file, options) {
    const key = typeof file.json === "object" && file.json !== null ? file.json : null;
    const kept = key ? storyModels.get(key) : undefined;
    if (kept && kept.spaceId === options.spaceId) return kept.modelled;
    const modelled = modeller.modelStory(file, options);
    if (key) storyModels.set(key, { spaceId: options.spaceId, modelled });
    return modelled;
  },
};

/** Stories with no page of their own, which every page shows: in the Visual Editor, each opens as the home page. */
const GLOBAL_STORIES = new Set(["header", "footer", "settings"]);

/** `editor`: edit mode's hooks and live sitemap, or none (a visitor outside the Visual Editor). */
export function renderPreviewPage(model: PreviewModel, url: URL, assets: RenderAssets, editor: Omit<RenderOptions, "preview">): PreviewPage {
  const route = findRoute(model.plan, url) ?? (editor.editable ? globalStoryPage(model.plan, url) : undefined);
  const found = route ?? model.plan.routes.find((candidate) => candidate.kind === "not_found");
  if (!found) throw new Error("The content has no not-found story, so an unknown address has no page to show.");
  const warnings = [...model.warnings];
  const page = renderRoute(found, model.site, assets, { preview: true, ...editor }, (warning) => warnings.push(warning));
  return { status: route ? 200 : 404, html: page.html, story: found.story.full_slug, warnings };
}

/** A global story's own address ("/footer", Storyblok's default for its slug) shows the home page, drawn with its draft. */
function globalStoryPage(plan: RoutePlan, url: URL): Route | undefined {
  const slug = url.pathname.replace(/^\/+|\/+$/g, "");
  return GLOBAL_STORIES.has(slug) ? plan.routes.find((route) => route.url === "/" && route.kind !== "not_found") : undefined;
}

/** "/about" and "/about/" are one page; ?page=N and ?service=x pick the variants the build pre-renders. */
function findRoute(plan: RoutePlan, url: URL): Route | undefined {
  const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path);
  const rewrite = plan.redirects.find(
    (rule) => rule.status === 200 && rule.query && trimmed(rule.from) === trimmed(url.pathname) && Object.keys(rule.query).every((key) => url.searchParams.has(key)),
  );
  const target = rewrite ? fillQuery(rewrite.to, rewrite.query!, url.searchParams) : url.pathname;
  return plan.routes.find((route) => trimmed(route.url) === trimmed(target) && route.kind !== "not_found");
}

function fillQuery(to: string, query: Record<string, string>, params: URLSearchParams): string {
  return Object.entries(query).reduce((path, [key, placeholder]) => path.replace(placeholder, encodeURIComponent(params.get(key) ?? "")), to);
}
