import { beforeAll, describe, expect, it } from "vitest";
import type { BuildResult } from "../../build/pipeline/run-build";
import { INVALID_JSON_LD_ALERT } from "../../src/content/json-ld";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

const page = (slug: string, schema: string) => story({ full_slug: slug, content: { component: "page", body: [{ _uid: `${slug}-ld`, component: "json_ld_schema", schema }] } });

const stories = () => [
  page(
    "valid",
    '<script type="application/ld+json">{"@context":"https://schema.org","@type":"VideoObject","name":"Reel \\u003c/script\\u003e\\u003cscript\\u003ealert(1)"}</script>',
  ),
  page("invalid", '{"name":"no type"}'),
  page("broken", "{oops"),
];

let production: BuildResult;
let preview: BuildResult;

beforeAll(async () => {
  production = await buildInMemory(await makeContentDir(stories()));
  preview = await buildInMemory(await makeContentDir(stories()), { preview: true });
});

describe("JsonLdSchema", () => {
  it("outputs valid JSON-LD with tags stripped, in a script it cannot break out of", () => {
    const html = pageHtml(production, "/valid");
    expect(html).toContain(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"VideoObject","name":"Reel \\u003c/script\\u003e\\u003cscript\\u003ealert(1)"}</script>',
    );
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script[\s>]/g)?.length);
  });

  it("renders nothing for invalid JSON-LD in production and warns with the field path", () => {
    for (const url of ["/invalid", "/broken"]) {
      const html = pageHtml(production, url);
      // only the generated breadcrumb trail remains
      expect(html.match(/application\/ld\+json/g)).toHaveLength(1);
      expect(html).toContain('{"@context":"https://schema.org","@type":"BreadcrumbList"');
      expect(html).not.toContain(INVALID_JSON_LD_ALERT);
    }
    expect(production.warnings).toContainEqual(
      expect.objectContaining({ where: "invalid", path: "content.body[0].schema", message: expect.stringContaining("no @context or @type") }),
    );
    expect(production.warnings).toContainEqual(expect.objectContaining({ where: "broken", path: "content.body[0].schema", message: expect.stringContaining("is not valid JSON") }));
  });

  it("shows editors an alert in a preview build", () => {
    expect(pageHtml(preview, "/invalid")).toContain(`<p class="json-ld-alert" role="alert">${INVALID_JSON_LD_ALERT}</p>`);
    expect(pageHtml(preview, "/valid")).not.toContain(INVALID_JSON_LD_ALERT);
  });
});
