// Rich text is checked node by node and mark by mark before it renders: a malformed one
// costs itself only, with a warning naming the story and its path.
import { describe, expect, it } from "vitest";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

const text = (value: string, marks?: unknown[]) => ({ type: "text", text: value, ...(marks ? { marks } : {}) });
const page = (nodes: unknown[]) =>
  story({
    full_slug: "guide",
    content: { component: "page", body: [{ _uid: "t1", component: "text_block", text: { type: "doc", content: [{ type: "paragraph", content: nodes }] } }] },
  });

async function build(nodes: unknown[]) {
  const result = await buildInMemory(await makeContentDir([page(nodes)]));
  return { html: pageHtml(result, "/guide").replaceAll("<!-- -->", ""), warnings: result.warnings.filter((w) => w.where === "guide") };
}

describe("rich text validation", () => {
  it("leaves out a link mark without attrs, keeping its text and the rest of the block", async () => {
    const { html, warnings } = await build([text("Read "), text("the rules", [{ type: "link" }]), text(" first.")]);
    expect(html).toContain("Read the rules first.");
    expect(warnings).toEqual([
      { where: "guide", path: "content.body[0].text.content[0].content[1].marks[0].attrs", message: expect.stringContaining("the mark is left out (its text stays)") },
    ]);
  });

  it("leaves out a mark named like a self-closing node (it cannot wrap text), keeping the text", async () => {
    const { html, warnings } = await build([text("Rule "), text("here", [{ type: "horizontal_rule" }]), text(".")]);
    expect(html).toContain("Rule here.");
    expect(warnings).toEqual([
      {
        where: "guide",
        path: "content.body[0].text.content[0].content[1].marks[0].type",
        message: "a mark cannot be a self-closing element; the mark is left out (its text stays)",
      },
    ]);
  });

  it("leaves out a text node whose text is not a string, and one with no text, naming each", async () => {
    const { html, warnings } = await build([text("Kept."), { type: "text", text: 42 }, text("")]);
    expect(html).toContain("Kept.");
    expect(warnings.map((w) => [w.path, w.message])).toEqual([
      ["content.body[0].text.content[0].content[1].text", expect.stringContaining("the rich-text node is left out")],
      ["content.body[0].text.content[0].content[2].text", "a rich-text text node with no text is left out"],
    ]);
  });

  it("leaves out an image without a src and attrs that are not an object", async () => {
    const { warnings } = await build([text("Kept."), { type: "image", attrs: { alt: "x" } }, { type: "hard_break", attrs: "x" }]);
    expect(warnings.map((w) => w.path)).toEqual(["content.body[0].text.content[0].content[1].attrs.src", "content.body[0].text.content[0].content[2].attrs"]);
  });

  it("leaves out rich text nested deeper than any document an editor makes", async () => {
    let deep: unknown = text("deep");
    for (let i = 0; i < 1000; i++) deep = { type: "blockquote", content: [deep] };
    const { html, warnings } = await build([text("Kept."), deep]);
    expect(html).toContain("Kept.");
    expect(warnings).toEqual([
      {
        where: "guide",
        path: expect.stringMatching(/^content\.body\[0\]\.text\.content\[0\]\.content\[1\](\.content\[0\])+\.content$/),
        message: "rich text nested more than 32 levels deep is left out",
      },
    ]);
  });
});
