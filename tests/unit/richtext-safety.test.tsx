// The renderer's own guard, with no site around it: unsafe link and image URLs
// never reach the markup, whatever component would have rendered them.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type RichTextOptions, renderRichText } from "../../src/lib/richtext";
import { safeImageSource, safeLinkMark } from "../../src/lib/richtext-safety";

const linked = (href: string, custom?: Record<string, unknown>) => ({
  type: "doc" as const,
  content: [
    {
      type: "paragraph" as const,
      content: [
        { type: "text" as const, text: "label", marks: [{ type: "link" as const, attrs: { href, uuid: null, anchor: null, target: null, linktype: "url" as const, custom } }] },
      ],
    },
  ],
});

function render(input: Parameters<typeof renderRichText>[0], options?: RichTextOptions): string {
  return renderToStaticMarkup(renderRichText(input, options));
}

describe("rich text URL safety", () => {
  it.each(["javascript:alert(1)", "JavaScript:alert(1)", " javascript:alert(1)", "java\nscript:alert(1)", "vbscript:msgbox(1)", "data:text/html,<script>alert(1)</script>"])(
    "renders the text of a %j link without the link and reports it",
    (href) => {
      const unsafe: string[] = [];
      const html = render(linked(href), { onUnsafeUrl: (url, where) => unsafe.push(`${where}:${url}`) });
      expect(html).toBe("<p>label</p>");
      expect(unsafe).toEqual([`link:${href}`]);
    },
  );

  it("keeps http(s), mailto:, relative and anchor links", () => {
    expect(render(linked("https://example.test/a"))).toBe('<p><a href="https://example.test/a">label</a></p>');
    expect(render(linked("/about"))).toBe('<p><a href="/about">label</a></p>');
    expect(render(linked("#team"))).toBe('<p><a href="#team">label</a></p>');
  });

  it("never hands an unsafe link to a custom link component", () => {
    const seen: string[] = [];
    const components = {
      link: ({ attrs }: { attrs?: Record<string, unknown> }) => {
        seen.push(String(attrs?.href));
        return null;
      },
    };
    render(linked("javascript:alert(1)"), { components });
    expect(seen).toEqual([]);
  });

  it("drops custom link attributes other than title, rel, id, language, aria and data ones", () => {
    const html = render(linked("/a", { title: "T", rel: "nofollow", onclick: "steal()", style: "x", href: "javascript:1", "data-track": "cta" }));
    expect(html).toBe('<p><a href="/a" title="T" rel="nofollow" data-track="cta">label</a></p>');
  });

  it("leaves out images with an unsafe source and never hands them to a custom image component", () => {
    const seen: string[] = [];
    const doc = { type: "image" as const, attrs: { id: 1, src: "javascript:alert(1)", alt: "x", title: null, source: null, copyright: null, meta_data: null } };
    expect(render(doc)).toBe("");
    const image = () => {
      seen.push("called");
      return null;
    };
    render(doc, { components: { image } });
    expect(seen).toEqual([]);
  });

  it("checks marks and sources directly", () => {
    const mark = { type: "link" as const, attrs: { href: "javascript:x", uuid: null, anchor: null, target: null, linktype: "url" as const } };
    expect(safeLinkMark(mark, () => {})).toBeNull();
    expect(safeLinkMark({ ...mark, attrs: { ...mark.attrs, href: "" } }, () => {})).not.toBeNull();
    expect(safeImageSource("https://a.storyblok.com/f/1/1x1/a/x.png", () => {})).toBe(true);
    expect(safeImageSource("", () => {})).toBe(false);
  });
});
