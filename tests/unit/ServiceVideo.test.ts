import { describe, expect, it } from "vitest";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

describe("ServiceVideo", () => {
  it("renders a full-width 16:9 still, cropped around its focus point, linking to the video", async () => {
    const result = await buildInMemory(
      await makeContentDir([
        story({
          full_slug: "services/corporate-video",
          content: {
            component: "service",
            // the service hero's image is the page's largest, so the video still below it stays lazy
            image: { filename: "https://a.storyblok.com/f/1/1600x900/abc/hero.jpg", alt: "Hero" },
            body: [
              {
                _uid: "a",
                component: "service_video",
                heading: "Corporate video in motion",
                video_url: "https://vimeo.com/347119375",
                image: { filename: "https://a.storyblok.com/f/1/1600x900/abc/corporate.jpg", alt: "A still", focus: "800x405:801x406" },
              },
              { _uid: "b", component: "service_video", heading: "Nothing to show" },
            ],
          },
        }),
      ]),
    );
    const html = pageHtml(result, "/services/corporate-video");
    expect(html).toContain('<h2 class="service-video__heading">Corporate video in motion</h2>');
    expect(html).toContain('class="video-still video-still--playable video-still--inline service-video__still"');
    expect(html).toContain('href="https://vimeo.com/347119375"');
    expect(html).toContain("/m/1440x810/filters:quality(75):focal(800x405:801x406)");
    expect(html).toMatch(/alt="A still" loading="lazy"/);
    expect(html).not.toContain("Nothing to show");
    expect(result.warnings.map((w) => w.path)).toContain("content.body[1]");
  });
});
