import { describe, expect, it } from "vitest";
import type { Multilink } from "../../src/content/fields";
import { linkHref, resolveLink, titleRelWarning } from "../../src/content/links";
import type { LoadedStory } from "../../src/content/site";

const site = { storyByUuid: new Map([["u1", { full_slug: "services/corporate-video" } as LoadedStory]]) };
const link = (l: Partial<Multilink>): Multilink => ({ id: "", url: "", cached_url: "", linktype: "story", fieldtype: "multilink", ...l });

describe("links", () => {
  it("resolves story links by uuid first, then cached_url, with anchors", () => {
    expect(linkHref(link({ id: "u1", cached_url: "old-slug" }), site)).toBe("/services/corporate-video");
    expect(linkHref(link({ id: "gone", cached_url: "about" }), site)).toBe("/about");
    expect(linkHref(link({ id: "u1", anchor: "pricing" }), site)).toBe("/services/corporate-video#pricing");
    expect(linkHref(link({ cached_url: "homepage" }), site)).toBe("/");
  });

  it("builds mailto links and refuses header injection", () => {
    expect(linkHref(link({ linktype: "email", email: "hi@example.com" }), site)).toBe("mailto:hi@example.com");
    expect(linkHref(link({ linktype: "email", email: "a@b.c\r\nBcc: x@y.z" }), site)).toBeNull();
  });

  it("neutralises javascript: URLs and reports why", () => {
    const resolved = resolveLink(link({ linktype: "url", url: "javascript:alert(1)" }), site);
    expect(resolved).toEqual({ ok: false, reason: expect.stringContaining("not allowed") });
  });

  it("adds the title=rel query pair when both are set, and warns when only one is", () => {
    expect(linkHref(link({ linktype: "url", url: "https://x.test/a?b=1#c", title: "utm_source", rel: "site" }), site)).toBe("https://x.test/a?b=1&utm_source=site#c");
    expect(titleRelWarning(link({ title: "only" }))).toMatch(/only one of title and rel/);
    expect(titleRelWarning(link({ title: "a", rel: "b" }))).toBeNull();
  });

  it("reports an empty link", () => {
    expect(resolveLink(undefined, site)).toEqual({ ok: false, reason: "the link is empty" });
    expect(resolveLink(link({}), site).ok).toBe(false);
  });
});
