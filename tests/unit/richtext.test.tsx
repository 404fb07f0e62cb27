// The official fixture suite of @storyblok/richtext, run against our React
// renderer. React writes void elements as <br/> and styles as "a:b", where the
// fixtures hold a browser's serialisation (<br>, "a: b;"), so both sides are
// compared after parsing and re-serialising as a browser would. React 19 also
// emits <link rel="preload" as="image"> hints for eager images outside a full
// document; those come from React, not the renderer, and are left out.
import { splitTableRows } from "@storyblok/richtext";
import { allFixtures, customRendererFixture, type HtmlFixture } from "@storyblok/richtext/test-utils";
import { parseFragment, serialize } from "parse5";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type RichTextComponentMap, type RichTextElementProps, type RichTextOptions, renderRichText } from "../../src/lib/richtext";

function normaliseStyles(html: string): string {
  return html.replace(/ style="([^"]*)"/g, (_, style: string) => {
    const rules = style
      .split(";")
      .map((rule) => rule.trim())
      .filter(Boolean)
      .map((rule) => {
        const colon = rule.indexOf(":");
        return `${rule.slice(0, colon).trim()}: ${rule.slice(colon + 1).trim()};`;
      });
    return ` style="${rules.join(" ")}"`;
  });
}

function asBrowserHtml(html: string): string {
  return normaliseStyles(serialize(parseFragment(html)));
}

function rendered(input: HtmlFixture["input"], options?: RichTextOptions): string {
  const html = renderToStaticMarkup(renderRichText(input, options));
  return asBrowserHtml(html.replace(/<link rel="preload" as="image"[^>]*\/>/g, ""));
}

describe("official @storyblok/richtext fixtures", () => {
  it("covers every node and mark group of the suite", () => {
    expect(allFixtures.length).toBeGreaterThan(50);
  });

  for (const fixture of allFixtures) {
    it(fixture.title, () => {
      expect(rendered(fixture.input)).toBe(asBrowserHtml(fixture.expected));
    });
  }
});

const CustomHeading = ({ attrs, children }: RichTextElementProps) => {
  const Tag = `h${String(attrs?.level)}` as "h1";
  return (
    <Tag data-type="custom-heading" data-level={String(attrs?.level)}>
      {children}
    </Tag>
  );
};

const CustomBold = ({ children }: RichTextElementProps) => <b data-type="custom-bold">{children}</b>;

const CustomLink = ({ attrs, children }: RichTextElementProps) => {
  const custom = (attrs?.custom ?? {}) as Record<string, string>;
  return (
    <a data-type="custom-link" href={String(attrs?.href)} target={String(attrs?.target)} rel={custom.rel} title={custom.title}>
      {children}
    </a>
  );
};

describe("official custom renderer fixtures", () => {
  it(customRendererFixture.node_and_mark!.title, () => {
    const { input, expected } = customRendererFixture.node_and_mark!;
    const components: RichTextComponentMap = { heading: CustomHeading, bold: CustomBold, link: CustomLink };
    expect(rendered(input, { components })).toBe(asBrowserHtml(expected));
  });

  it(customRendererFixture.recursive!.title, () => {
    const { input, expected } = customRendererFixture.recursive!;
    const components: RichTextComponentMap = {
      heading: ({ attrs, content, context }) => (
        <h1 data-type="custom-heading" data-level={String(attrs?.level)}>
          {renderRichText(content, context)}
        </h1>
      ),
      bold: CustomBold,
    };
    expect(rendered(input, { components })).toBe(asBrowserHtml(expected));
  });

  it(customRendererFixture.code_block!.title, () => {
    const { input, expected } = customRendererFixture.code_block!;
    const components: RichTextComponentMap = {
      code_block: ({ attrs, children }) => (
        <pre className={`language-${String(attrs?.class)}`}>
          <code data-lang={String(attrs?.class)}>{children}</code>
        </pre>
      ),
    };
    expect(rendered(input, { components })).toBe(asBrowserHtml(expected));
  });

  it(customRendererFixture.table!.title, () => {
    const { input, expected } = customRendererFixture.table!;
    const components: RichTextComponentMap = {
      table: ({ content, context }) => {
        const { headerRows, bodyRows } = splitTableRows(content);
        return (
          <table className="custom-table">
            <thead>{renderRichText(headerRows, context)}</thead>
            <tbody>{renderRichText(bodyRows, context)}</tbody>
          </table>
        );
      },
      bold: CustomBold,
    };
    expect(rendered(input, { components })).toBe(asBrowserHtml(expected));
  });

  it(customRendererFixture.text_node!.title, () => {
    const { input, expected } = customRendererFixture.text_node!;
    const components: RichTextComponentMap = {
      text: ({ text, context }) => <>{`${String(context.data)}${text?.toUpperCase()}`}</>,
    };
    expect(rendered(input, { components, data: "[prefix] " })).toBe(asBrowserHtml(expected));
  });

  it(customRendererFixture.infinite_loop_prevention!.title, () => {
    const { input, expected } = customRendererFixture.infinite_loop_prevention!;
    const components: RichTextComponentMap = {
      heading: ({ attrs, content, context }): ReactNode => (
        <h1 data-type="recursive-heading" data-level={String(attrs?.level)}>
          {renderRichText(content, context)}
        </h1>
      ),
    };
    expect(rendered(input, { components })).toBe(asBrowserHtml(expected));
  });

  it("runs every custom renderer fixture the suite ships", () => {
    expect(Object.keys(customRendererFixture).sort()).toEqual(["code_block", "infinite_loop_prevention", "node_and_mark", "recursive", "table", "text_node"].sort());
  });
});
