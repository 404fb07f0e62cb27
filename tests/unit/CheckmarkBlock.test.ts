import { beforeAll, describe, expect, it } from "vitest";
import type { BuildResult } from "../../build/pipeline/run-build";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

const items = ["A named producer", "A fixed quote", ""].map((text, i) => ({ _uid: `i${i}`, component: "checkmark_item", text }));

let result: BuildResult;

beforeAll(async () => {
  result = await buildInMemory(
    await makeContentDir([
      story({ full_slug: "two", content: { component: "page", body: [{ _uid: "c", component: "checkmark_block", heading: "What you get", columns: "2", items }] } }),
      story({ full_slug: "one", content: { component: "page", body: [{ _uid: "c", component: "checkmark_block", items }] } }),
    ]),
  );
});

describe("CheckmarkBlock", () => {
  it("lists each item with a check mark, in two columns when asked", () => {
    const html = pageHtml(result, "/two");
    expect(html).toContain('<section class="checkmark-block checkmark-block--columns-2">');
    expect(html).toContain('<h2 class="checkmark-block__heading">What you get</h2>');
    expect(html.match(/<li class="checkmark-block__item">/g)).toHaveLength(2);
    expect(html).toContain("<span>A fixed quote</span>");
  });

  it("defaults to one column", () => {
    expect(pageHtml(result, "/one")).toContain("checkmark-block--columns-1");
  });
});
