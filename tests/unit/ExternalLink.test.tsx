import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ExternalLink, ExternalLinkError } from "../../src/components/ExternalLink";

describe("ExternalLink", () => {
  it("links to http(s) pages and mailto: addresses", () => {
    expect(renderToStaticMarkup(<ExternalLink href="https://vimeo.com/1">Vimeo</ExternalLink>)).toBe('<a href="https://vimeo.com/1">Vimeo</a>');
    expect(renderToStaticMarkup(<ExternalLink href="mailto:hi@example.test">Mail</ExternalLink>)).toBe('<a href="mailto:hi@example.test">Mail</a>');
  });

  it("opens a new tab without opener or referrer and says so", () => {
    expect(
      renderToStaticMarkup(
        <ExternalLink href="https://x.test" newTab rel="sponsored">
          X
        </ExternalLink>,
      ),
    ).toBe('<a href="https://x.test" target="_blank" rel="sponsored noopener noreferrer">X<span class="visually-hidden"> (opens in a new tab)</span></a>');
    expect(
      renderToStaticMarkup(
        <ExternalLink href="mailto:a@b.test" newTab>
          Mail
        </ExternalLink>,
      ),
    ).toBe('<a href="mailto:a@b.test">Mail</a>');
  });

  it.each(["/about", "#team", "tel:+441234", "javascript:alert(1)", "ftp://x.test", ""])("rejects %j", (href) => {
    const render = () => renderToStaticMarkup(<ExternalLink href={href}>x</ExternalLink>);
    expect(render).toThrow(ExternalLinkError);
    expect(render).toThrow(/needs an http\(s\) or mailto: href/);
  });
});
