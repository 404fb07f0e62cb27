import { describe, expect, it } from "vitest";
import { isExternalHref, resolveRichTextLink } from "../../src/content/richtext-links";
import type { LoadedStory } from "../../src/content/site";

const site = {
  storyByUuid: new Map([
    ["u-about", { full_slug: "about" } as LoadedStory],
    ["u-home", { full_slug: "homepage" } as LoadedStory],
  ]),
};

describe("resolveRichTextLink", () => {
  it("maps story links to the linked story's path, by uuid first", () => {
    expect(resolveRichTextLink({ linktype: "story", uuid: "u-about", href: "/old" }, site)).toEqual({ ok: true, href: "/about", external: false, newTab: false });
    expect(resolveRichTextLink({ linktype: "story", uuid: "u-home", href: "/homepage" }, site)).toMatchObject({ href: "/" });
    expect(resolveRichTextLink({ linktype: "story", uuid: "gone", href: "services/drone" }, site)).toMatchObject({ href: "/services/drone" });
    expect(resolveRichTextLink({ linktype: "story", uuid: "u-about", anchor: "team" }, site)).toMatchObject({ href: "/about#team" });
    expect(resolveRichTextLink({ linktype: "story", anchor: "faq" }, site)).toMatchObject({ href: "#faq" });
  });

  it("builds mailto: links and refuses header injection", () => {
    expect(resolveRichTextLink({ linktype: "email", href: "hi@example.test" }, site)).toMatchObject({ href: "mailto:hi@example.test", external: true });
    expect(resolveRichTextLink({ linktype: "email", href: "mailto:hi@example.test" }, site)).toMatchObject({ href: "mailto:hi@example.test" });
    expect(resolveRichTextLink({ linktype: "email", href: "a@b.test\r\nBcc: x@y.test" }, site).ok).toBe(false);
  });

  it("passes urls and assets through safeUrl", () => {
    expect(resolveRichTextLink({ linktype: "url", href: "https://example.test", target: "_blank" }, site)).toEqual({
      ok: true,
      href: "https://example.test",
      external: true,
      newTab: true,
    });
    expect(resolveRichTextLink({ linktype: "url", href: "javascript:alert(1)" }, site)).toEqual({
      ok: false,
      reason: 'the link target "javascript:alert(1)" uses a scheme that is not allowed',
    });
    expect(resolveRichTextLink({ linktype: "story", href: "javascript:alert(1)" }, site).ok).toBe(false);
    expect(resolveRichTextLink({ linktype: "url", href: "" }, site)).toEqual({ ok: false, reason: "the url link has no target" });
  });

  it("tells site paths from addresses that leave the site", () => {
    expect(isExternalHref("https://x.test")).toBe(true);
    expect(isExternalHref("mailto:a@b.test")).toBe(true);
    expect(isExternalHref("/about")).toBe(false);
    expect(isExternalHref("#team")).toBe(false);
  });
});
