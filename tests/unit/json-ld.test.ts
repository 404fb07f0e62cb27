import { describe, expect, it } from "vitest";
import { pageJsonLd, parseJsonLd, serializeJsonLd, stripTags } from "../../src/content/json-ld";
import type { Route } from "../../src/content/route";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

const ORG = '{"@context":"https://schema.org","@type":"Organization","name":"Northlight Films"}';

describe("parseJsonLd", () => {
  it("accepts JSON with @context or @type, and arrays of such objects", () => {
    expect(parseJsonLd(ORG)).toEqual({ ok: true, json: ORG });
    expect(parseJsonLd('{"@type":"FAQPage"}').ok).toBe(true);
    expect(parseJsonLd('[{"@type":"A"},{"@context":"https://schema.org"}]').ok).toBe(true);
  });

  it("strips HTML tags an editor pasted around or inside the JSON", () => {
    expect(parseJsonLd(`<script type="application/ld+json">${ORG}</script>`)).toEqual({ ok: true, json: ORG });
    expect(parseJsonLd('<p>{"@type":"Thing","name":"<b>Bold</b> name"}</p>')).toEqual({ ok: true, json: '{"@type":"Thing","name":"Bold name"}' });
    expect(stripTags('{"name":"a < b"}')).toBe('{"name":"a < b"}');
  });

  it("rejects what does not parse or says nothing about its type", () => {
    expect(parseJsonLd("")).toEqual({ ok: false, reason: "the JSON-LD schema is empty" });
    expect(parseJsonLd("{not json")).toMatchObject({ ok: false, reason: expect.stringContaining("is not valid JSON") });
    expect(parseJsonLd('{"name":"x"}')).toMatchObject({ ok: false, reason: expect.stringContaining("no @context or @type") });
    expect(parseJsonLd("[]").ok).toBe(false);
    expect(parseJsonLd('"@type"').ok).toBe(false);
    expect(parseJsonLd('[{"@type":"A"},{"name":"b"}]').ok).toBe(false);
  });

  it("can never close its script element or change how HTML reads it", () => {
    // tags typed as JSON escapes survive tag stripping and decode to a real "</script>"
    const result = parseJsonLd('{"@type":"Thing","name":"x\\u003c/script\\u003e\\u003cscript\\u003ealert(1)","a":"&amp; \u2028 \u2029"}');
    expect(result.ok).toBe(true);
    const json = result.ok ? result.json : "";
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain("x\\u003c/script\\u003e\\u003cscript\\u003ealert(1)");
    expect(JSON.parse(json)).toEqual({ "@type": "Thing", name: "x</script><script>alert(1)", a: "&amp; \u2028 \u2029" });
  });
});

describe("serializeJsonLd", () => {
  it("escapes < > & and the JavaScript line separators", () => {
    expect(serializeJsonLd({ s: "</script>&\u2028\u2029" })).toBe('{"s":"\\u003c/script\\u003e\\u0026\\u2028\\u2029"}');
  });
});

describe("pageJsonLd", () => {
  const route = (schemas: string) => ({ story: { content: { component: "page", schemas } } }) as unknown as Route;
  it("collects the site-wide and the page's schema, skipping empty and invalid ones", () => {
    expect(pageJsonLd({ settings: { schemas: ORG } } as never, route('{"@type":"WebPage"}'))).toEqual([ORG, '{"@type":"WebPage"}']);
    expect(pageJsonLd({ settings: { schemas: "" } } as never, route("{broken"))).toEqual([]);
  });
});

describe("JSON-LD in the page head", () => {
  it("carries the site-wide schema on every page and a page's own schema on that page", async () => {
    const result = await buildInMemory(
      await makeContentDir(
        [
          story({ full_slug: "settings", content: { component: "settings", site_name: "Test Films", production_site_url: "https://www.example.test", schemas: ORG } }),
          story({ full_slug: "header", content: { component: "header", links: [] } }),
          story({ full_slug: "footer", content: { component: "footer", text: "Hi", email: "hi@example.test", phone: "0" } }),
          story({ full_slug: "homepage", content: { component: "page", body: [] } }),
          story({ full_slug: "faq", content: { component: "page", body: [], schemas: '{"@context":"https://schema.org","@type":"FAQPage"}' } }),
          story({ full_slug: "bad", content: { component: "page", body: [], schemas: "{nope" } }),
        ],
        { withBase: false },
      ),
    );
    const head = (url: string) => pageHtml(result, url).split("</head>")[0]!;
    expect(head("/")).toContain(`<script type="application/ld+json">${ORG}</script>`);
    expect(head("/faq")).toContain('<script type="application/ld+json">{"@context":"https://schema.org","@type":"FAQPage"}</script>');
    // the site-wide schema only (beside the generated breadcrumb trail)
    expect(head("/bad").match(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"(?!BreadcrumbList)/g)).toHaveLength(1);
  });
});
