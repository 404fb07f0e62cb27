import { describe, expect, it } from "vitest";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

const serviceVideo = (uid: string) => ({
  _uid: uid,
  component: "service_video",
  heading: "Corporate video in motion",
  video_url: "https://vimeo.com/347119375",
  image: { filename: "https://a.storyblok.com/f/1/1600x900/abc/corporate.jpg", alt: "A still", focus: "800x405:801x406" },
});

describe("ServiceVideo", () => {
  it("renders a full-width 16:9 still linking to the video, eager only as the page's first block", async () => {
    const result = await buildInMemory(
      await makeContentDir([
        story({ full_slug: "first", content: { component: "page", body: [serviceVideo("a")] } }),
        story({ full_slug: "later", content: { component: "page", body: [{ _uid: "t", component: "large_text", text: "Intro" }, serviceVideo("b")] } }),
      ]),
    );
    const first = pageHtml(result, "/first");
    expect(first).toContain('<h2 class="service-video__heading">Corporate video in motion</h2>');
    expect(first).toContain('class="video-still service-video__still video-still--playable"');
    expect(first).toContain('href="https://vimeo.com/347119375"');
    expect(first).toContain("/m/1440x810/filters:quality(75):focal(800x405:801x406)");
    expect(first).toContain('loading="eager"');
    expect(first).toContain('fetchPriority="high"');
    const later = pageHtml(result, "/later");
    expect(later).toContain('loading="lazy"');
    expect(later).not.toContain('fetchPriority="high"');
  });
});
