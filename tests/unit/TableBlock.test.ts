import { beforeAll, describe, expect, it } from "vitest";
import type { BuildResult } from "../../build/pipeline/run-build";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

const cells = (...values: string[]) => values.map((value) => ({ value }));
const table = (head: string[], ...rows: string[][]) => ({ thead: cells(...head), tbody: rows.map((row) => ({ body: cells(...row) })) });

const page = (slug: string, block: Record<string, unknown>) =>
  story({ full_slug: slug, content: { component: "page", body: [{ _uid: `${slug}-t`, component: "table_block", ...block }] } });

let result: BuildResult;

beforeAll(async () => {
  result = await buildInMemory(
    await makeContentDir([
      page("normal", { caption: "Packages", table: table(["Stage", "Time"], ["Edit", "2 weeks"]) }),
      page("sticky", { table: table(["", "Essentials", "Story"], ["Budget", "£3k", "£8k"]), options: "stickyFirstColumn" }),
      page("cookies", { caption: "Cookies we set", isCookieTable: true, options: "collapsed", table: table(["Name", "Purpose"], ["_ga", "Analytics"]) }),
      page("empty", { table: table(["A"]) }),
    ]),
  );
});

describe("TableBlock", () => {
  it("renders a captioned table with column headers in a focusable region labelled by the caption", () => {
    const html = pageHtml(result, "/normal");
    expect(html).toContain('<div class="table-block table-block--normal">');
    expect(html).toMatch(
      /<div class="table-block__scroll" role="region" tabindex="0" aria-labelledby="([^"]+)"><table class="table-block__table"><caption id="\1" class="table-block__caption">Packages<\/caption>/,
    );
    expect(html).toContain('<thead><tr><th scope="col">Stage</th><th scope="col">Time</th></tr></thead>');
    expect(html).toContain("<tbody><tr><td>Edit</td><td>2 weeks</td></tr></tbody>");
  });

  it("pins the first column as row headers and leaves a blank corner cell as a plain cell", () => {
    const html = pageHtml(result, "/sticky");
    expect(html).toContain("table-block--stickyFirstColumn");
    expect(html).toContain('aria-label="Table"');
    expect(html).toContain('<thead><tr><td></td><th scope="col">Essentials</th><th scope="col">Story</th></tr></thead>');
    expect(html).toContain('<tr><th scope="row">Budget</th><td>£3k</td><td>£8k</td></tr>');
  });

  it("widens cookie tables and packs collapsed ones", () => {
    expect(pageHtml(result, "/cookies")).toContain('<div class="table-block table-block--collapsed table-block--cookie">');
  });

  it("renders nothing for a table without rows", () => {
    expect(pageHtml(result, "/empty")).not.toContain("table-block");
  });
});
