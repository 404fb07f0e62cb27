import { describe, expect, it } from "vitest";
import { socialLinks } from "../../src/layouts/social-links";

describe("socialLinks", () => {
  it("lists instagram, linkedin and vimeo in that order, each only when set", () => {
    const warnings: string[] = [];
    const links = socialLinks({ vimeo: "https://vimeo.com/x", instagram: " https://instagram.com/x ", linkedin: null }, (p, m) => warnings.push(`${p}: ${m}`));
    expect(links).toEqual([
      { brand: "instagram", label: "Instagram", href: "https://instagram.com/x" },
      { brand: "vimeo", label: "Vimeo", href: "https://vimeo.com/x" },
    ]);
    expect(warnings).toEqual([]);
  });

  it("leaves out and reports a value that is not a web address", () => {
    const warnings: string[] = [];
    const links = socialLinks({ instagram: "@northlight", linkedin: "javascript:alert(1)", vimeo: "" }, (p, m) => warnings.push(`${p}: ${m}`));
    expect(links).toEqual([]);
    expect(warnings).toEqual([
      'settings.instagram: "@northlight" is not a web address; use the full profile URL starting with https://. The Instagram link is left out',
      'settings.linkedin: "javascript:alert(1)" is not a web address; use the full profile URL starting with https://. The LinkedIn link is left out',
    ]);
  });
});
