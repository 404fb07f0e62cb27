// The browser hydrates an island from its marker alone (name, props, id prefix): the
// HTML the build put inside the marker must be exactly what that render gives, or React
// throws the server HTML away. Islands render in the page's tree on the server (or on
// their own when they use ids); every island on every page of the embedded site, in
// production and preview builds, is checked against a render of its own from its marker.
import { type ComponentType, createElement } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import type { BuildResult } from "../../build/pipeline/run-build";
import { type IslandName, islandRegistry } from "../../src/islands/island-registry";
import { buildInMemory } from "../helpers/content";

const MARKER = /<site-island data-island="(\w+)"[^>]*? data-props="([^"]*)" data-prefix="([^"]*)">([\s\S]*?)<\/site-island>/g;
const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function mismatches(result: BuildResult): { islands: number; differing: string[] } {
  let islands = 0;
  const differing: string[] = [];
  for (const page of result.pages) {
    for (const [, name, props, prefix, html] of page.html.matchAll(MARKER)) {
      islands++;
      const Component = islandRegistry[name as IslandName].component as ComponentType<object>;
      const alone = renderToString(createElement(Component, JSON.parse(unescapeAttribute(props!)) as object), { identifierPrefix: prefix });
      if (alone !== html) differing.push(`${page.route.url} ${name}`);
    }
  }
  return { islands, differing };
}

describe("island HTML against the browser's render of its marker", () => {
  let production: BuildResult;
  let preview: BuildResult;
  beforeAll(async () => {
    [production, preview] = await Promise.all([buildInMemory("content-cache"), buildInMemory("content-cache", { preview: true })]);
  }, 60_000);

  it("is the same for every island on every page of the production site", () => {
    const { islands, differing } = mismatches(production);
    expect(differing).toEqual([]);
    expect(islands).toBeGreaterThan(1500); // header menus, cards, videos, galleries, filter, form, slider
  });

  it("carries of a CMS image only the fields the image is drawn from", () => {
    // an asset's id, copyright, meta_data… would ride along unused in every page's HTML
    const storyblokOnly = new Set(["id", "fieldtype", "meta_data", "is_external_url", "copyright", "source"]);
    const images: Record<string, unknown>[] = [];
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === "object") {
        if ("filename" in value) images.push(value as Record<string, unknown>);
        Object.values(value).forEach(collect);
      }
    };
    for (const page of production.pages) for (const [, , props] of page.html.matchAll(MARKER)) collect(JSON.parse(unescapeAttribute(props!)));
    expect(images.length).toBeGreaterThan(100); // slides, video stills, gallery images, cards
    expect(images.flatMap((image) => Object.keys(image).filter((key) => storyblokOnly.has(key)))).toEqual([]);
  });

  it("is the same on the preview site (editable markers, the live sitemap)", () => {
    const { islands, differing } = mismatches(preview);
    expect(differing).toEqual([]);
    expect(islands).toBeGreaterThan(1500);
  });
});
