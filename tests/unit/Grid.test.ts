import { beforeAll, describe, expect, it } from "vitest";
import type { BuildResult } from "../../build/pipeline/run-build";
import { gridColumns } from "../../src/blocks/Grid";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

const card = (i: number) => ({ _uid: `c${i}`, component: "content_block", heading: `Card ${i}`, text: null, links: [] });
const grid = (columns: string, rows: string, count: number) => ({ _uid: "g", component: "grid", columns, rows, items: Array.from({ length: count }, (_, i) => card(i + 1)) });

let result: BuildResult;

beforeAll(async () => {
  result = await buildInMemory(
    await makeContentDir([
      story({ full_slug: "three", content: { component: "page", body: [grid("3", "1", 3)] } }),
      story({ full_slug: "overflow", content: { component: "page", body: [grid("2", "1", 3)] } }),
      story({ full_slug: "twelve", content: { component: "page", body: [grid("12", "6", 2)] } }),
    ]),
  );
});

describe("Grid", () => {
  it("lays its blocks out in the editor's columns and rows, as cards with h3 titles", () => {
    const html = pageHtml(result, "/three");
    expect(html).toContain('<div class="grid-block__cells" style="--grid-cols-sm:2;--grid-cols-lg:3;--grid-cols-xl:3;--grid-rows:1">');
    expect(html.match(/<article class="content-block content-block--card"/g)).toHaveLength(3);
    expect(html).toContain('<h3 class="content-block__heading">Card 1</h3>');
  });

  it("leaves out items beyond columns × rows and says how to show them", () => {
    const html = pageHtml(result, "/overflow");
    expect(html).toContain("Card 2");
    expect(html).not.toContain("Card 3");
    expect(result.warnings).toContainEqual(expect.objectContaining({ where: "overflow", path: "content.body[0].items", message: expect.stringContaining("add rows or columns") }));
  });

  it("adds columns as the screen widens, never more than the editor chose", () => {
    expect(gridColumns(1)).toEqual({ sm: 1, lg: 1, xl: 1 });
    expect(gridColumns(12)).toEqual({ sm: 2, lg: 4, xl: 12 });
    expect(pageHtml(result, "/twelve")).toContain("--grid-cols-xl:12;--grid-rows:6");
  });
});
