// The datasources the definitions' option fields draw their values from (`source: "internal"`):
// which ones the code names, which the space has, and creating a missing one.
import type { StoryblokComponent } from "../../src/content/storyblok-definition";
import type { Change } from "./compare";
import type { ManagementApi } from "./management-api";

export interface SpaceDatasource {
  id: number;
  name: string;
  slug: string;
}

const PER_PAGE = 100;

/** Each datasource slug a field names, in the definitions' order. */
export function wantedDatasources(definitions: StoryblokComponent[]): string[] {
  const slugs = definitions.flatMap((component) =>
    Object.values(component.schema).flatMap((field) => (field.source === "internal" && field.datasource_slug ? [field.datasource_slug] : [])),
  );
  return [...new Set(slugs)];
}

/** "sitemap-exclude-prefixes" → "Sitemap exclude prefixes", the name the editor shows. */
export function datasourceName(slug: string): string {
  const words = slug.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export async function readDatasources(api: ManagementApi): Promise<SpaceDatasource[]> {
  const path = `spaces/${api.settings.spaceId}/datasources`;
  const found: SpaceDatasource[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.request("get", path, `reading the space's datasources (page ${page})`, { page, per_page: PER_PAGE });
    const items = (answer.data.datasources ?? []) as SpaceDatasource[];
    found.push(...items);
    const total = Number(answer.headers.total);
    if (!Number.isFinite(total) || found.length >= total || items.length === 0) return found;
  }
}

export async function createDatasource(api: ManagementApi, slug: string): Promise<SpaceDatasource> {
  const answer = await api.request("post", `spaces/${api.settings.spaceId}/datasources`, `creating the datasource "${slug}"`, {
    datasource: { name: datasourceName(slug), slug },
  });
  return answer.data.datasource as SpaceDatasource;
}

/** A change for each datasource the definitions name that the space lacks. */
export function datasourceChanges(definitions: StoryblokComponent[], existing: SpaceDatasource[]): Change[] {
  const slugs = new Set(existing.map((datasource) => datasource.slug));
  return wantedDatasources(definitions)
    .filter((slug) => !slugs.has(slug))
    .map((datasource) => ({ kind: "datasource-added", datasource }));
}
