import { describe, expect, it } from "vitest";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

const doc = (text: string) => ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });
const row = (uid: string, fields: Record<string, unknown>) => ({ _uid: uid, component: "alternating_component", text: doc(`${uid} text`), ...fields });

describe("AlternatingBlock and AlternatingComponent", () => {
  it("renders each row on its editor's side, h3 under the block's h2, h2 when standalone", async () => {
    const result = await buildInMemory(
      await makeContentDir([
        story({
          full_slug: "about",
          content: {
            component: "page",
            body: [
              {
                _uid: "block",
                component: "alternating_block",
                heading: "People and tools",
                items: [
                  row("humans", {
                    heading: "Humans write the story",
                    image: { filename: "https://a.storyblok.com/f/1/1200x800/abc/room.jpg", alt: "Storyboards" },
                    direction: "left",
                  }),
                  row("machines", {
                    heading: "Machines do the heavy lifting",
                    video_url: "https://vimeo.com/148751763",
                    direction: "right",
                    links: [{ _uid: "l", component: "link", label: "Read how we use AI", type: "link", link: { linktype: "url", url: "https://example.test/ai" } }],
                  }),
                ],
              },
              row("alone", { heading: "Greener shoots", direction: "left" }),
            ],
          },
        }),
      ]),
    );
    const html = pageHtml(result, "/about");
    expect(html).toContain('<h2 class="alternating__title">People and tools</h2>');
    expect(html).toContain('<div class="alternating__row alternating__row--media-left">');
    expect(html).toContain('<div class="alternating__row alternating__row--media-right">');
    expect(html).toContain('<h3 class="alternating__heading">Humans write the story</h3>');
    expect(html).toContain("<p>machines text</p>");
    expect(html).toContain('href="https://vimeo.com/148751763"');
    expect(html).toContain('<a href="https://example.test/ai" class="link-list__text-link" rel="noopener noreferrer"><span>Read how we use AI</span><svg');
    expect(html).toContain('<div class="alternating__row alternating__row--media-left alternating__row--text-only">');
    expect(html).toContain('<h2 class="alternating__heading">Greener shoots</h2>');
    expect(result.warnings).toEqual([]);
  });
});
