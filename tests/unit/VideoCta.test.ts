import { describe, expect, it } from "vitest";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

describe("VideoCta", () => {
  it("renders a dark section with heading, text, links and the still linking to the video at its start time", async () => {
    const result = await buildInMemory(
      await makeContentDir([
        story({ full_slug: "book-a-call", uuid: "book", content: { component: "page" } }),
        story({
          full_slug: "reel",
          content: {
            component: "page",
            body: [
              {
                _uid: "v",
                component: "video_cta",
                heading: "See what we could make for you",
                text: "Two minutes of our favourite moments.",
                video_url: "https://vimeo.com/76979871#t=12s",
                image: { filename: "https://a.storyblok.com/f/1/1600x900/abc/poster.jpg", alt: "Film frames" },
                links: [{ _uid: "l", component: "link", label: "Book a discovery call", type: "primary", link: { id: "book", linktype: "story", cached_url: "book-a-call" } }],
              },
            ],
          },
        }),
      ]),
    );
    const html = pageHtml(result, "/reel");
    expect(html).toContain('<section class="video-cta section section--dark">');
    expect(html).toContain('<h2 class="video-cta__heading">See what we could make for you</h2>');
    expect(html).toContain('<p class="video-cta__text">Two minutes of our favourite moments.</p>');
    expect(html).toContain('href="https://vimeo.com/76979871#t=12s"');
    expect(html).toContain('<a href="/book-a-call" class="button button--primary"><span>Book a discovery call</span></a>');
  });
});
