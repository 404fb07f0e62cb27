// The contact_panel block through the real pipeline: fixed mailto: and tel: targets, the
// address, the form's heading and text, and the success redirect resolved at build time.
// One build holds a page per case, each a contact panel with different content.
import { beforeAll, describe, expect, it } from "vitest";
import type { BuildResult } from "../../build/pipeline/run-build";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

const CASES: Record<string, Record<string, unknown>> = {
  full: { address: "Studio 3, Canal Wharf\nManchester M1 2JN", form_text: "A few lines is plenty." },
  plain: {},
  "by-uuid": { success_redirect: { id: "thanks-uuid", linktype: "story", cached_url: "contact/old-thank-you" } },
  "empty-link": { success_redirect: { id: "", url: "", linktype: "story", fieldtype: "multilink", cached_url: "" } },
  unsafe: { success_redirect: { linktype: "url", url: "javascript:alert(1)" } },
  broken: { email: "hello at example", phone: "ask reception" },
  empty: { email: "", phone: "", address: "" },
};

let result: BuildResult;
beforeAll(async () => {
  const pages = Object.entries(CASES).map(([slug, panel]) =>
    story({
      full_slug: slug,
      content: {
        component: "page",
        body: [{ _uid: "panel", component: "contact_panel", form_heading: "Tell us about your project", email: "hello@example.test", phone: "0161 496 0735", ...panel }],
      },
    }),
  );
  const thanks = story({ full_slug: "contact/thanks-a-lot", uuid: "thanks-uuid", content: { component: "page", body: [] } });
  result = await buildInMemory(await makeContentDir([...pages, thanks]));
});

/** Only the panel's HTML (the footer has its own email and phone links) and the page's warnings. */
function panel(slug: string) {
  const page = pageHtml(result, `/${slug}`);
  const start = page.indexOf('<section class="contact-panel');
  const html = page.slice(start, page.indexOf("</section>", start));
  const warnings = result.warnings.filter((w) => w.where === slug).map((w) => `${w.path}: ${w.message}`);
  return { html, warnings };
}

function islandProps(html: string): Record<string, unknown> {
  const raw = /data-island="ContactForm"[^>]*data-props="([^"]*)"/.exec(html)?.[1];
  if (!raw) throw new Error("no ContactForm island in the panel");
  return JSON.parse(raw.replaceAll("&quot;", '"').replaceAll("&amp;", "&")) as Record<string, unknown>;
}

describe("contact_panel", () => {
  it("links the email and phone to fixed mailto: and tel: targets and keeps the address's lines", () => {
    const { html, warnings } = panel("full");
    expect(html).toContain('<a class="contact-panel__link" href="mailto:hello@example.test">hello@example.test</a>');
    expect(html).toContain('<a class="contact-panel__link" href="tel:01614960735">0161 496 0735</a>');
    expect(html).toContain("Studio 3, Canal Wharf<br/>Manchester M1 2JN");
    expect(html).toContain('<h2 id="contact-form-heading" class="contact-panel__form-heading">Tell us about your project</h2>');
    expect(html).toContain('<p class="contact-panel__form-text">A few lines is plenty.</p>');
    expect(warnings).toEqual([]);
  });

  it("renders the enquiry form island, named by the form heading, showing its own thank-you when no redirect is set", () => {
    const { html } = panel("plain");
    expect(html).toMatch(/<site-island data-island="ContactForm"[^>]*data-trigger="interaction"/);
    expect(islandProps(html)).toEqual({ successRedirect: null, labelledBy: "contact-form-heading" });
    expect(html).toContain('<form id="contact-form" class="enquiry-form" data-checked-by-script="" aria-labelledby="contact-form-heading" action="/api/send-email" method="post">');
  });

  it("resolves the success redirect by story uuid, so a renamed thank-you page is still found", () => {
    const { html, warnings } = panel("by-uuid");
    expect(islandProps(html).successRedirect).toBe("/contact/thanks-a-lot");
    expect(warnings).toEqual([]);
  });

  it("treats Storyblok's empty link object as no redirect, without a warning", () => {
    const { html, warnings } = panel("empty-link");
    expect(islandProps(html).successRedirect).toBeNull();
    expect(warnings).toEqual([]);
  });

  it("drops an unsafe redirect and says so", () => {
    const { html, warnings } = panel("unsafe");
    expect(islandProps(html).successRedirect).toBeNull();
    expect(html).not.toContain("javascript:");
    expect(warnings).toEqual([
      'content.body[0].success_redirect: the link target "javascript:alert(1)" uses a scheme that is not allowed; after sending, the form shows its thank-you message instead',
    ]);
  });

  it("shows a broken email or a phone without digits as plain text and reports each", () => {
    const { html, warnings } = panel("broken");
    expect(html).not.toContain("mailto:");
    expect(html).not.toContain("tel:");
    expect(html).toContain('<span class="contact-panel__value">hello at example</span>');
    expect(warnings).toEqual([
      'content.body[0].email: "hello at example" is not an email address; it is shown as plain text',
      'content.body[0].phone: "ask reception" has no digits to call; it is shown as plain text',
    ]);
  });

  it("leaves out details the editor left empty, reporting the missing email and phone", () => {
    const { html, warnings } = panel("empty");
    expect(html).not.toContain("contact-panel__details");
    expect(warnings).toEqual(["content.body[0].email: the contact panel has no email address", "content.body[0].phone: the contact panel has no phone number"]);
  });
});
