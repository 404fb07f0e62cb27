import { beforeAll, describe, expect, it } from "vitest";
import type { BuildResult } from "../../build/pipeline/run-build";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

const text = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "A process built around your calendar" }] },
    {
      type: "paragraph",
      content: [
        { type: "text", text: "Four to six weeks", marks: [{ type: "bold" }] },
        { type: "text", text: " end to end." },
      ],
    },
    { type: "bullet_list", content: [{ type: "list_item", content: [{ type: "paragraph", content: [{ type: "text", text: "Discovery" }] }] }] },
    { type: "blockquote", content: [{ type: "paragraph", content: [{ type: "text", text: "Quoted" }] }] },
  ],
};
const emptyText = { type: "doc", content: [{ type: "paragraph", content: [] }] };

const stories = () => [
  story({ full_slug: "article", content: { component: "page", body: [{ _uid: "t", component: "text_block", text }] } }),
  story({ full_slug: "empty", content: { component: "page", body: [{ _uid: "t", component: "text_block", text: emptyText }] } }),
];

let production: BuildResult;
let preview: BuildResult;

beforeAll(async () => {
  production = await buildInMemory(await makeContentDir(stories()));
  preview = await buildInMemory(await makeContentDir(stories()), { preview: true });
});

describe("TextBlock", () => {
  it("renders its rich text in the reading column", () => {
    const html = pageHtml(production, "/article");
    expect(html).toContain('<section class="text-block"><div class="container"><div class="rich-text text-block__body measure">');
    expect(html).toContain("<h2>A process built around your calendar</h2>");
    expect(html).toContain("<p><strong>Four to six weeks</strong> end to end.</p>");
    expect(html).toContain("<ul><li><p>Discovery</p></li></ul>");
    expect(html).toContain("<blockquote><p>Quoted</p></blockquote>");
  });

  it("shows a skeleton while empty in a preview build", () => {
    const html = pageHtml(preview, "/empty");
    expect(html).toContain('<div class="text-block text-block--empty" aria-hidden="true">');
    expect(html.match(/skeleton text-block__skeleton-line/g)).toHaveLength(5);
  });

  it("leaves an empty block out of a production page and says where it is", () => {
    expect(pageHtml(production, "/empty")).not.toContain("text-block");
    expect(production.warnings).toContainEqual({ where: "empty", path: "content.body[0].text", message: "the text block is empty; add text or remove the block" });
  });
});
