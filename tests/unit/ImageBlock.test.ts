import { beforeAll, describe, expect, it } from "vitest";
import type { BuildResult } from "../../build/pipeline/run-build";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

const asset = (name: string, alt: string, focus = "") => ({ filename: `https://a.storyblok.com/f/1/1600x900/abc/${name}`, alt, focus });

const page = (slug: string, block: Record<string, unknown>) =>
  story({ full_slug: slug, content: { component: "page", body: [{ _uid: `${slug}-block`, component: "image_block", ...block }] } });

let result: BuildResult;

beforeAll(async () => {
  result = await buildInMemory(
    await makeContentDir([
      page("defaults", { image: asset("crew.jpg", "Our crew lighting a set") }),
      page("editor-sizes", {
        image: asset("crew.jpg", "Crew", "800x300:801x301"),
        caption: "Two cameras, three lights",
        proportions: "contain",
        align: "right",
        width: "60",
        height: "300",
        margin_top: "24",
      }),
      page("empty", { image: { filename: "" } }),
    ]),
  );
});

describe("ImageBlock", () => {
  it("defaults to 100 % width, 434 px height, centred and cover", () => {
    const html = pageHtml(result, "/defaults");
    expect(html).toContain('class="image-block image-block--center image-block--cover"');
    expect(html).toContain("--image-block-width:100%;--image-block-height:434px");
    expect(html).toContain('alt="Our crew lighting a set"');
    // the page's only image opens it, so it is the one loaded first
    expect(html).toContain('loading="eager"');
    expect(html).not.toContain("<figcaption");
  });

  it("applies the editor's width, height, alignment, proportions, margin and caption", () => {
    const html = pageHtml(result, "/editor-sizes");
    expect(html).toContain('class="image-block image-block--right image-block--contain"');
    expect(html).toContain("--image-block-width:60%;--image-block-height:300px;--image-block-focus:50% 33%;margin-top:24px");
    expect(html).toContain('<figcaption class="image-block__caption">Two cameras, three lights</figcaption>');
    expect(html).toContain("(min-width: 1300px) 768px, (min-width: 768px) 60vw, 100vw");
  });

  it("renders nothing without an image and says which field to fill", () => {
    expect(pageHtml(result, "/empty")).not.toContain("image-block");
    expect(result.warnings).toContainEqual({
      where: "empty",
      path: "content.body[0].image",
      message: "the image block has no image, so it renders nothing; choose an image in the block's Image field",
    });
  });
});
