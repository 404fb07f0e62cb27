import { describe, expect, it } from "vitest";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

const footer = (content: Record<string, unknown>) => story({ full_slug: "footer", content: { component: "footer", ...content } });
const settings = (content: Record<string, unknown>) =>
  story({ full_slug: "settings", content: { component: "settings", site_name: "Test Films", production_site_url: "https://www.example.test", ...content } });

async function footerHtml(stories: Record<string, unknown>[], homeBody: Record<string, unknown>[] = []) {
  const dir = await makeContentDir(
    [
      ...stories,
      story({ full_slug: "header", content: { component: "header", links: [] } }),
      story({ full_slug: "homepage", name: "Home", content: { component: "page", body: homeBody } }),
      story({ full_slug: "terms", name: "Terms", content: { component: "page", body: [] } }),
    ],
    { withBase: false },
  );
  const html = pageHtml(await buildInMemory(dir), "/");
  return html.slice(html.indexOf("<footer"), html.indexOf("</footer>") + 9);
}

describe("Footer", () => {
  it("shows the greeting, email and phone links, the legal links and the 2025 copyright line", async () => {
    const html = await footerHtml([
      settings({}),
      footer({
        text: "Got a story?",
        email: "hello@example.test",
        phone: "0161 496 0735",
        site_links: [{ _uid: "t", component: "link", label: "Terms", link: { linktype: "story", cached_url: "terms" } }],
      }),
    ]);
    expect(html).toContain('<p class="site-footer__greeting">Got a story?</p>');
    expect(html).toMatch(/<a class="site-footer__email" href="mailto:hello@example.test">hello@example.test<svg/);
    expect(html).toContain('<a class="site-footer__phone" href="tel:01614960735">0161 496 0735</a>');
    expect(html).toMatch(/<nav aria-label="Legal"><ul class="site-footer__legal"><li><a href="\/terms">Terms<\/a><\/li><\/ul><\/nav>/);
    expect(html).toContain("© <!-- -->2025<!-- --> <!-- -->Test Films<!-- -->. All rights reserved.");
  });

  it("links only the social profiles that are set, each named for screen readers", async () => {
    const html = await footerHtml([settings({ instagram: "https://instagram.com/test", vimeo: "https://vimeo.com/test", linkedin: "" }), footer({})]);
    const links = [...html.matchAll(/<a class="site-footer__social-link" href="([^"]+)">.*?<span class="visually-hidden">([^<]*(?:<!-- -->[^<]*)*)<\/span>/g)];
    expect(links.map((m) => [m[1], m[2]!.replace(/<!-- -->/g, "")])).toEqual([
      ["https://instagram.com/test", "Test Films on Instagram"],
      ["https://vimeo.com/test", "Test Films on Vimeo"],
    ]);
  });

  it("leaves out the social list, email and phone when none is set", async () => {
    const html = await footerHtml([settings({}), footer({})]);
    expect(html).not.toContain("site-footer__social");
    expect(html).not.toContain("mailto:");
    expect(html).not.toContain("tel:");
  });

  it("leaves the greeting out when the page ends with its own call to action, and keeps it otherwise", async () => {
    const cta = { _uid: "c", component: "call_to_action", heading: "Got a story worth telling?", links: [] };
    const text = { _uid: "t", component: "text_block", text: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Words" }] }] } };
    const stories = [settings({}), footer({ text: "Got a story that deserves to be seen?", email: "hello@example.test" })];
    const endingWithCall = await footerHtml(stories, [text, cta]);
    expect(endingWithCall).not.toContain("site-footer__greeting");
    expect(endingWithCall).toContain("mailto:hello@example.test");
    expect(await footerHtml(stories, [cta, text])).toContain('<p class="site-footer__greeting">Got a story that deserves to be seen?</p>');
  });
});
