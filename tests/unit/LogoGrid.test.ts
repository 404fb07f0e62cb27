import { describe, expect, it } from "vitest";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

describe("LogoGrid", () => {
  it("lists each logo with its alt text and reports a logo without one", async () => {
    const result = await buildInMemory(
      await makeContentDir([
        story({
          full_slug: "about",
          content: {
            component: "page",
            body: [
              {
                _uid: "l",
                component: "logo_grid",
                heading: "Some of the people we work with",
                logos: [
                  { filename: "https://a.storyblok.com/f/1/360x120/abc/ledgerline-logo.svg", alt: "Ledgerline logo" },
                  { filename: "https://a.storyblok.com/f/1/360x120/def/fieldwise-logo.svg", alt: "" },
                ],
              },
            ],
          },
        }),
      ]),
    );
    const html = pageHtml(result, "/about");
    expect(html).toContain('<h2 class="logo-grid__heading">Some of the people we work with</h2>');
    expect(html.match(/<li class="logo-grid__logo">/g)).toHaveLength(2);
    expect(html).toContain('src="/img/f/1/360x120/abc/ledgerline-logo.svg"');
    expect(html).toContain('alt="Ledgerline logo"');
    expect(result.warnings.map((w) => w.path)).toEqual(["content.body[0].logos[1].alt"]);
  });
});
