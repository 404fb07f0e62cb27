import { describe, expect, it } from "vitest";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

describe("ImageVideoBlock", () => {
  it("frames the video still with the image block's sizes and caption, and skips an empty block with a warning", async () => {
    const result = await buildInMemory(
      await makeContentDir([
        story({
          full_slug: "studio",
          content: {
            component: "page",
            body: [
              {
                _uid: "a",
                component: "image_video_block",
                image: { filename: "https://a.storyblok.com/f/1/1600x900/abc/timelapse.jpg", alt: "Skyline at dusk" },
                caption: "Two weeks, sped up",
                proportions: "contain",
                width: "80",
                height: "",
                video_url: "https://vimeo.com/108018156?share=copy",
              },
              { _uid: "b", component: "image_video_block" },
            ],
          },
        }),
      ]),
    );
    const html = pageHtml(result, "/studio");
    expect(html).toContain('class="image-block image-block--center image-block--contain"');
    expect(html).toContain("--image-block-width:80%;--image-block-height:434px");
    expect(html).toContain('href="https://vimeo.com/108018156"');
    expect(html).toContain("Watch on Vimeo: Two weeks, sped up (opens in a new tab)");
    expect(html.match(/class="image-block /g)).toHaveLength(1);
    expect(result.warnings.map((w) => w.path)).toContain("content.body[1]");
  });
});
