import { beforeAll, describe, expect, it } from "vitest";
import type { BuildResult } from "../../build/pipeline/run-build";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

const para = (text: string) => ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });
const area = (extra: Record<string, unknown>) => ({
  _uid: "a",
  component: "content_area",
  body: [
    { _uid: "t1", component: "text_block", text: para("First inside") },
    { _uid: "t2", component: "large_text", text: "Second inside" },
  ],
  ...extra,
});

let result: BuildResult;

beforeAll(async () => {
  result = await buildInMemory(
    await makeContentDir([
      story({ full_slug: "defaults", content: { component: "page", body: [area({})] } }),
      story({ full_slug: "wide-dark", content: { component: "page", body: [area({ width: "wide", background: "dark" })] } }),
      story({ full_slug: "empty", content: { component: "page", body: [{ _uid: "a", component: "content_area", body: [] }] } }),
    ]),
  );
});

describe("ContentArea", () => {
  it("holds its blocks in the narrow reading column on a light background by default", () => {
    const html = pageHtml(result, "/defaults");
    expect(html).toContain('<section class="content-area section content-area--narrow content-area--light"><div class="container"><div class="content-area__body">');
    expect(html.indexOf("First inside")).toBeLessThan(html.indexOf("Second inside"));
  });

  it("applies the wide column and the dark background", () => {
    expect(pageHtml(result, "/wide-dark")).toContain('class="content-area section content-area--wide content-area--dark section--dark"');
  });

  it("renders nothing without blocks", () => {
    expect(pageHtml(result, "/empty")).not.toContain("content-area");
  });
});
