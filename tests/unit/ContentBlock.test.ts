import { beforeAll, describe, expect, it } from "vitest";
import type { BuildResult } from "../../build/pipeline/run-build";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

const block = {
  _uid: "cb",
  component: "content_block",
  eyebrow: "Our story",
  heading: "Started in a spare room",
  text: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Ten years on." }] }] },
  image: { filename: "https://a.storyblok.com/f/1/1200x800/abc/early.jpg", alt: "Film frames" },
  links: [{ _uid: "l", component: "link", label: "See our work", link: { linktype: "url", url: "https://example.test/work" } }],
};

let result: BuildResult;

beforeAll(async () => {
  result = await buildInMemory(await makeContentDir([story({ full_slug: "story", content: { component: "page", body: [block] } })]));
});

describe("ContentBlock", () => {
  it("renders eyebrow, an h2 heading, rich text, image and links as a section", () => {
    const html = pageHtml(result, "/story");
    expect(html).toContain('<section class="content-block content-block--section content-block--with-image">');
    expect(html).toContain('<p class="eyebrow">Our story</p>');
    expect(html).toContain('<h2 class="content-block__heading">Started in a spare room</h2>');
    expect(html).toContain("<p>Ten years on.</p>");
    expect(html).toMatch(/<img[^>]+alt="Film frames" loading="eager"/);
    expect(html).toContain('href="https://example.test/work"');
    expect(html).toContain("See our work");
  });
});
