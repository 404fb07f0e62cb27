// Storyblok's Visual Editor selects a block by the data-blok-* attributes on its root element:
// present on every rendered block of a preview build, nested ones included, absent from every
// production page.
import { beforeAll, describe, expect, it } from "vitest";
import type { BuildResult } from "../../build/pipeline/run-build";
import { editableAttributes } from "../../src/lib/editable";
import { buildInMemory } from "../helpers/content";

const EDITABLE = `<!--#storyblok#{"name": "hero_banner", "space": "1", "uid": "abc-123", "id": "42"}-->`;

describe("editableAttributes", () => {
  it("reads Storyblok's _editable comment in previews", () => {
    expect(editableAttributes({ _uid: "abc-123", component: "hero_banner", _editable: EDITABLE }, true)).toEqual({
      "data-blok-c": JSON.stringify({ name: "hero_banner", space: "1", uid: "abc-123", id: "42" }),
      "data-blok-uid": "42-abc-123",
    });
  });

  it("gives nothing in production, and nothing (never an error) for broken or missing input", () => {
    expect(editableAttributes({ _editable: EDITABLE }, false)).toEqual({});
    expect(editableAttributes({ _editable: "<!--#storyblok#{broken-->" }, true)).toEqual({});
    expect(editableAttributes({ _uid: "x" }, true)).toEqual({});
    expect(editableAttributes(null, true)).toEqual({});
    expect(editableAttributes("text", true)).toEqual({});
  });
});

describe("the embedded site", () => {
  let production: BuildResult;
  let preview: BuildResult;
  beforeAll(async () => {
    production = await buildInMemory("content-cache");
    preview = await buildInMemory("content-cache", { preview: true });
  });

  it("has no data-blok attribute and no editor script on any production page", () => {
    const marked = production.pages.filter((page) => /data-blok-|\/assets\/preview\/|_storyblok/.test(page.html)).map((page) => page.route.url);
    expect(marked).toEqual([]);
  });

  it("marks the root of every rendered top-level block on preview pages", () => {
    const missing: string[] = [];
    for (const page of preview.pages) {
      const body = (page.route.story.content as { body?: Array<{ _uid: string; component: string; _editable?: string }> }).body ?? [];
      // A JSON-LD block is a script in the head of the content: nothing on the page to select.
      for (const block of body.filter((item) => item.component !== "json_ld_schema")) {
        const uid = editableAttributes(block, true)["data-blok-uid"];
        if (uid && !page.html.includes(`data-blok-uid="${uid}"`)) missing.push(`${page.route.url} ${block.component}`);
      }
    }
    expect(preview.pages.filter((page) => page.html.includes("data-blok-uid=")).length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it("marks the root of every nested block with _editable too (process steps, links, grid items…)", () => {
    const missing: string[] = [];
    let nested = 0;
    for (const page of preview.pages) {
      const body = (page.route.story.content as { body?: unknown[] }).body ?? [];
      for (const block of nestedBlocks(body)) {
        const uid = editableAttributes(block, true)["data-blok-uid"];
        if (!uid) continue;
        nested++;
        if (!page.html.includes(`data-blok-uid="${uid}"`)) missing.push(`${page.route.url} ${block.component} ${block._uid}`);
      }
    }
    expect(nested).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});

/** The blocks inside the body's blocks, at any depth (rich text included). */
function nestedBlocks(body: unknown[]): Array<{ _uid: string; component: string }> {
  const found: Array<{ _uid: string; component: string }> = [];
  const visit = (value: unknown, depth: number) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth);
      return;
    }
    if (typeof value !== "object" || value === null) return;
    const block = value as { _uid?: unknown; component?: unknown };
    const isBlock = typeof block._uid === "string" && typeof block.component === "string";
    if (isBlock && depth > 0) found.push(block as { _uid: string; component: string });
    for (const child of Object.values(value)) visit(child, isBlock ? depth + 1 : depth);
  };
  visit(body, 0);
  return found;
}
