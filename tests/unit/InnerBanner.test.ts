import { beforeAll, describe, expect, it } from "vitest";
import type { BuildResult } from "../../build/pipeline/run-build";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

const banner = (extra: Record<string, unknown>) => ({ _uid: "b", component: "inner_banner", heading: "About us", text: "A small team.", ...extra });

let result: BuildResult;

beforeAll(async () => {
  result = await buildInMemory(
    await makeContentDir([
      story({ full_slug: "left", content: { component: "page", body: [banner({})] } }),
      story({
        full_slug: "centred",
        content: { component: "page", body: [banner({ align: "center", image: { filename: "https://a.storyblok.com/f/1/1600x900/abc/studio.jpg", alt: "" } })] },
      }),
    ]),
  );
});

describe("InnerBanner", () => {
  it("gives the page its only h1, left-aligned by default", () => {
    const html = pageHtml(result, "/left");
    expect(html).toContain('<section class="inner-banner inner-banner--left">');
    expect(html).toContain('<h1>About us</h1><p class="inner-banner__text">A small team.</p>');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it("centres, and puts the editor's image behind as the page's first image", () => {
    const html = pageHtml(result, "/centred");
    expect(html).toContain('class="inner-banner inner-banner--center inner-banner--with-image"');
    expect(html).toMatch(/<img[^>]+loading="eager"[^>]+fetchPriority="high"/i);
  });
});
