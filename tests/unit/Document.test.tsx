import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { revealBodyScript, revealHeadScript } from "../../src/components/reveal-scripts";
import type { Route } from "../../src/content/route";
import type { Site } from "../../src/content/site";
import { Document, type DocumentAssets } from "../../src/layouts/Document";

const site = { settings: { site_name: "Test Films", production_site_url: "https://www.example.test", tab_color: "#0f1b2d", google_search_console: null } } as unknown as Site;
const route = { url: "/about", kind: "page", indexable: true, story: { name: "About", full_slug: "about", content: { component: "page", body: [] } } } as unknown as Route;
const assets: DocumentAssets = {
  cssHref: "/assets/site-abc.css",
  fontPreloads: ["/assets/fonts/inter-latin-wght-normal-123.woff2"],
  fontFaceCss: '@font-face{font-family:"Inter Variable";src:url(/assets/fonts/inter-latin-wght-normal-123.woff2) format("woff2")}',
  islandLoader: "/*loader*/",
};

const render = (bodyHtml: string, hasIslands = false, hasReveal = false) =>
  renderToStaticMarkup(<Document site={site} route={route} preview={false} assets={assets} bodyHtml={bodyHtml} hasIslands={hasIslands} hasReveal={hasReveal} />);

describe("Document", () => {
  it("preloads the font and declares its faces before the stylesheet, so text paints in Inter", () => {
    const html = render("<main></main>");
    const preload = html.indexOf('<link rel="preload" href="/assets/fonts/inter-latin-wght-normal-123.woff2" as="font" type="font/woff2" crossorigin=""/>');
    const faces = html.indexOf(`<style>${assets.fontFaceCss}</style>`);
    const stylesheet = html.indexOf('<link rel="stylesheet" href="/assets/site-abc.css"/>');
    expect(preload).toBeGreaterThan(0);
    expect(faces).toBeGreaterThan(preload);
    expect(stylesheet).toBeGreaterThan(faces);
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    expect(html).toContain('<meta name="theme-color" content="#0f1b2d"/>');
  });

  it("inlines the reveal scripts only on a page that uses Reveal: the arming one in the head, the observer at the end", () => {
    const plain = render("<main><p>Hi</p></main>");
    expect(plain).not.toMatch(/<script(?! type="application\/ld\+json")/);
    const html = render('<main><div data-reveal="below">Hi</div></main>', true, true);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(`<script>${revealHeadScript}</script>`);
    expect(html).toContain(`<div data-reveal="below">Hi</div></main><script>${revealBodyScript}</script><script type="module">/*loader*/</script></body>`);
  });
});
