import { describe, expect, it } from "vitest";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

const item = (n: number, fields: Record<string, unknown> = {}) => ({
  _uid: `item-${n}`,
  component: "gallery_item",
  image: { filename: `https://a.storyblok.com/f/1/1200x800/abc/still-${n}.jpg`, alt: `Still ${n}` },
  caption: `Caption ${n}`,
  ...fields,
});

describe("GalleryGrid", () => {
  it("shows one featured item and at most two more, reporting the rest", async () => {
    const result = await buildInMemory(
      await makeContentDir([
        story({
          full_slug: "life",
          content: {
            component: "page",
            body: [
              { _uid: "g", component: "gallery_grid", heading: "Life at the studio", items: [item(1), item(2, { video_url: "https://vimeo.com/912345670" }), item(3), item(4)] },
            ],
          },
        }),
      ]),
    );
    const html = pageHtml(result, "/life");
    expect(html).toContain('<h2 class="gallery-grid__heading">Life at the studio</h2>');
    expect(html).toContain('class="gallery-grid__items gallery-grid__items--3"');
    expect(html.match(/<figure class="gallery-grid__item/g)).toHaveLength(3);
    expect(html).toContain('<figure class="gallery-grid__item gallery-grid__item--featured"');
    expect(html).toContain("Still 1");
    expect(html).toContain('aria-label="Watch on Vimeo: Caption 2 (opens in a new tab)"');
    expect(html).toContain("Caption 3");
    expect(html).not.toContain("Still 4");
    expect(result.warnings).toContainEqual({
      where: "life",
      path: "content.body[0].items",
      message: "a gallery shows one featured item and up to 2 more; 1 item(s) after the third are left out",
    });
  });
});
