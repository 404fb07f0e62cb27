// The build shows only https Storyblok assets of the site's own space (space.json's id):
// any other asset URL, javascript: included, is left out with a warning naming story and field.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { assetUrlProblem } from "../../src/lib/images";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

const asset = (filename: string) => ({ id: 1, filename, alt: "A still", fieldtype: "asset" });
const GOOD = "https://a.storyblok.com/f/1/800x600/abc/still.jpg";

async function buildWithSpace(stories: Record<string, unknown>[], spaceId: number) {
  const dir = await makeContentDir(stories);
  const space = JSON.parse(await readFile(join(dir, "space.json"), "utf8"));
  await writeFile(join(dir, "space.json"), JSON.stringify({ ...space, id: spaceId }));
  return buildInMemory(dir);
}

describe("asset URLs", () => {
  it.each([
    ["javascript:alert(1)", "is not an https Storyblok asset URL"],
    ["http://a.storyblok.com/f/1/800x600/abc/still.jpg", "is not an https Storyblok asset URL"],
    ["https://evil.test/f/1/still.jpg", "is not an https Storyblok asset URL"],
    ["https://a.storyblok.com/f/1/../2/still.jpg", "is not an https Storyblok asset URL"],
    ["https://a.storyblok.com/f/2/800x600/abc/still.jpg", "is an asset of Storyblok space 2, not of this site's space 1"],
  ])("refuses %s", (url, problem) => {
    expect(assetUrlProblem(url, 1)).toContain(problem);
  });

  it("accepts the space's own https assets", () => {
    expect(assetUrlProblem(GOOD, 1)).toBeNull();
    expect(assetUrlProblem("https://a-us.storyblok.com/f/1/800x600/abc/still.jpg", 1)).toBeNull();
  });

  it("leaves a refused asset out of the page, naming story and field, and keeps the rest", async () => {
    const page = story({
      full_slug: "gallery",
      content: {
        component: "page",
        body: [
          { _uid: "i1", component: "image_block", image: asset("javascript:alert(document.domain)//x.jpg") },
          { _uid: "i2", component: "image_block", image: asset("https://a.storyblok.com/f/2/800x600/abc/other-space.jpg") },
          { _uid: "i3", component: "image_block", image: asset(GOOD) },
          { _uid: "l1", component: "logo_grid", logos: [asset("javascript:x"), asset(GOOD)] },
        ],
      },
    });
    const result = await buildWithSpace([page], 1);
    const html = pageHtml(result, "/gallery");
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("other-space");
    expect(html).toContain("/img/f/1/800x600/abc/still.jpg");
    expect(result.warnings.filter((w) => w.where === "gallery").map((w) => w.path)).toEqual(
      expect.arrayContaining(["content.body[0].image.filename", "content.body[1].image.filename", "content.body[3].logos[0].filename"]),
    );
  });

  it("refuses a rich-text image of another space", async () => {
    const text = {
      type: "doc",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "Kept." }] },
        { type: "image", attrs: { src: "https://a.storyblok.com/f/2/1x1/a/x.svg" } },
      ],
    };
    const result = await buildWithSpace([story({ full_slug: "post", content: { component: "page", body: [{ _uid: "t", component: "text_block", text }] } })], 1);
    expect(pageHtml(result, "/post")).not.toContain("/f/2/");
    expect(result.warnings).toContainEqual({
      where: "post",
      path: "content.body[0].text.content[1].attrs.src",
      message: expect.stringContaining("not of this site's space 1; the image is left out"),
    });
  });
});
