// Rich text as the site renders it: through the real pipeline, with links
// resolved to site paths, images through the image service, headings kept
// under the page's h1, tables in a scroll region and embedded blocks rendered.
import { beforeAll, describe, expect, it } from "vitest";
import type { BuildResult } from "../../build/pipeline/run-build";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

const text = (value: string, marks?: unknown[]) => ({ type: "text", text: value, ...(marks ? { marks } : {}) });
const link = (attrs: Record<string, unknown>) => ({ type: "link", attrs: { href: "", uuid: null, anchor: null, target: null, linktype: "url", ...attrs } });
const paragraph = (...content: unknown[]) => ({ type: "paragraph", content });

const doc = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 1 }, content: [text("Editor made this an h1")] },
    paragraph(
      text("moved page", [link({ linktype: "story", uuid: "uuid-target", href: "/old-slug" })]),
      text(" / "),
      text("section", [link({ linktype: "story", uuid: "uuid-target", href: "/old-slug", anchor: "pricing" })]),
      text(" / "),
      text("write to us", [link({ linktype: "email", href: "hello@example.test" })]),
      text(" / "),
      text("partner site", [link({ href: "https://partner.example.test/", target: "_blank", custom: { rel: "sponsored", onclick: "steal()" } })]),
      text(" / "),
      text("click me", [link({ href: "javascript:alert(1)" })]),
      text(" / "),
      text("hidden scheme", [link({ href: "java\tscript:alert(2)" })]),
    ),
    { type: "image", attrs: { id: 7, src: "https://a.storyblok.com/f/1/1200x800/abc/still.jpg", alt: "A still", title: null } },
    { type: "image", attrs: { id: 8, src: "data:image/svg+xml,<svg onload=alert(1)>", alt: "bad", title: null } },
    {
      type: "table",
      content: [
        { type: "tableRow", content: [{ type: "tableHeader", attrs: {}, content: [paragraph(text("Plan"))] }] },
        { type: "tableRow", content: [{ type: "tableCell", attrs: {}, content: [paragraph(text("Story"))] }] },
      ],
    },
    { type: "code_block", attrs: { class: "language-js" }, content: [text("const reel = <video>;")] },
    { type: "blok", attrs: { id: "b1", body: [{ _uid: "cta-in-text", component: "call_to_action", heading: "Embedded call to action", links: [] }] } },
  ],
};

let result: BuildResult;
let html: string;

beforeAll(async () => {
  result = await buildInMemory(
    await makeContentDir([
      story({ full_slug: "services/corporate-video", uuid: "uuid-target", content: { component: "page", body: [] } }),
      story({ full_slug: "rich", content: { component: "page", body: [{ _uid: "tb", component: "text_block", text: doc }] } }),
    ]),
  );
  html = pageHtml(result, "/rich");
});

const warningsAt = (path: string) => result.warnings.filter((w) => w.where === "rich" && w.path === path).map((w) => w.message);

describe("rich text on the site", () => {
  it("resolves story links by uuid to the story's current path, with anchors", () => {
    expect(html).toContain('<a href="/services/corporate-video">moved page</a>');
    expect(html).toContain('<a href="/services/corporate-video#pricing">section</a>');
  });

  it("turns email links into mailto: links", () => {
    expect(html).toContain('<a href="mailto:hello@example.test">write to us</a>');
  });

  it("opens external new-tab links safely, keeps allowed custom attributes and drops event handlers", () => {
    expect(html).toContain('href="https://partner.example.test/" target="_blank" rel="sponsored noopener noreferrer"');
    expect(html).toContain('partner site<span class="visually-hidden"> (opens in a new tab)</span>');
    expect(html).not.toContain("onclick");
    expect(html).not.toContain("steal()");
  });

  it("neutralises javascript: links, even with a hidden control character, keeping their text", () => {
    expect(html).toContain("click me");
    expect(html).toContain("hidden scheme");
    expect(html.toLowerCase()).not.toContain("javascript:");
    expect(html).not.toMatch(/java\s*script/i);
    expect(warningsAt("content.body[0].text")).toEqual(
      expect.arrayContaining([
        'the link URL "javascript:alert(1)" uses a scheme that is not allowed; the text is shown without a link',
        expect.stringContaining("uses a scheme that is not allowed; the text is shown without a link"),
      ]),
    );
  });

  it("renders Storyblok images through the image service, sized (the page's first image loads first), and drops unsafe ones", () => {
    expect(html).toContain('src="/img/f/1/1200x800/abc/still.jpg/m/1024x0/filters:quality(75)"');
    expect(html).toMatch(/<img[^>]+width="1024" height="683" alt="A still" loading="eager"/);
    expect(html).not.toContain("data:image");
    // refused by the loader before the renderer sees it: not an https Storyblok asset
    const refused = result.warnings.find((w) => w.where === "rich" && w.message.includes("data:image"));
    expect(refused).toEqual({
      where: "rich",
      path: expect.stringMatching(/^content\.body\[0\]\.text\.content\[\d+\]\.attrs\.src$/),
      message: '"data:image/svg+xml,<svg onload=alert(1)>" is not an https Storyblok asset URL; the image is left out',
    });
  });

  it("keeps headings under the page's h1", () => {
    expect(html).toContain("<h2>Editor made this an h1</h2>");
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it("puts code in a focusable, labelled scroll region, escaped", () => {
    expect(html).toContain('<pre role="region" aria-label="Code example" tabindex="0"><code class="language-js">const reel = &lt;video&gt;;</code></pre>');
  });

  it("puts tables in a focusable, labelled scroll region with a header row", () => {
    expect(html).toContain(
      '<div class="rich-text__table" role="region" aria-label="Table" tabindex="0"><table><thead><tr><th><p>Plan</p></th></tr></thead><tbody><tr><td><p>Story</p></td></tr></tbody></table></div>',
    );
  });

  it("renders embedded blocks through the block registry", () => {
    expect(html).toContain("Embedded call to action");
    expect(html).toContain('class="call-to-action section section--dark"');
  });
});
