import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InternalLink, InternalLinkError } from "../../src/components/InternalLink";

describe("InternalLink", () => {
  it("links to paths and anchors on this site", () => {
    expect(renderToStaticMarkup(<InternalLink href="/about">About</InternalLink>)).toBe('<a href="/about">About</a>');
    expect(
      renderToStaticMarkup(
        <InternalLink href="#team" ariaCurrent>
          Team
        </InternalLink>,
      ),
    ).toBe('<a href="#team" aria-current="page">Team</a>');
  });

  it.each(["http://example.test", "https://example.test", "HTTPS://example.test", "mailto:a@b.test", "//evil.test/x", "javascript:alert(1)"])("rejects %j", (href) => {
    const render = () => renderToStaticMarkup(<InternalLink href={href}>x</InternalLink>);
    expect(render).toThrow(InternalLinkError);
    expect(render).toThrow(/Use ExternalLink for http\(s\) and mailto: links/);
  });
});
