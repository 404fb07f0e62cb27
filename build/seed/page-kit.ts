// Root content of routable stories: body, SEO and indexing fields every page
// kind shares, in the field order the Storyblok editor saves them.
import type { Asset } from "./assets";
import { emptyAsset } from "./media";
import { AGENCY } from "./seed-constants";
import type { Fields, StoryScope } from "./seed-story";

export function seo(title: string, description: string, image?: Asset): Fields {
  const fullTitle = title.includes(AGENCY.name) ? title : `${title} | ${AGENCY.name}`;
  return {
    title: fullTitle,
    og_image: image?.filename ?? "",
    og_title: fullTitle,
    description,
    og_description: description,
  };
}

export interface PageFields {
  body: Fields[];
  seo: Fields;
  image?: Asset;
  preventIndexing?: boolean;
  schemas?: string;
}

/** Content of a story of the given component, with the shared page fields first. */
export function pageRoot(scope: StoryScope, component: string, page: PageFields, fields: Fields = {}): Fields {
  return scope.root(component, {
    body: page.body,
    seo: page.seo,
    page_image: page.image ?? emptyAsset(),
    prevent_indexing: page.preventIndexing ?? false,
    schemas: page.schemas ?? "",
    ...fields,
  });
}

/** JSON-LD as editors paste it into a textarea: pretty-printed. */
export function jsonLd(value: Record<string, unknown>): string {
  return JSON.stringify({ "@context": "https://schema.org", ...value }, null, 2);
}
