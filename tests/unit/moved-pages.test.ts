// A moved page keeps its old address: every address a story's page had answers 301 with where the
// story is now (no chains), a page moved back is a page again (no loop), an address a page or a
// redirect story holds keeps that, and a removed story's old address is left to answer 404.
import { describe, expect, it } from "vitest";
import { knownAddresses } from "../../build/deploy/deploy-record";
import { movedPageRedirects } from "../../build/pipeline/routes/moved-pages";
import type { RedirectRule, Route } from "../../src/content/route";
import type { LoadedStory } from "../../src/content/site";

const route = (url: string, full_slug: string, uuid: string): Route => ({
  url,
  outputPath: `${url.slice(1) || "index"}.html`,
  kind: "case_study",
  story: { full_slug, uuid } as LoadedStory,
  indexable: true,
});
const moved = (from: string, to: string, story: string): RedirectRule => ({ from, to, status: 301, force: true, story });

describe("movedPageRedirects", () => {
  it("sends every old address straight to the story's page now: A → B, then B → C gives A → C and B → C", () => {
    const now = [route("/work/acme-c", "work/acme-c", "acme")];
    expect(movedPageRedirects({ "/work/acme-a": "acme", "/work/acme-b": "acme" }, now, [])).toEqual([
      moved("/work/acme-a", "/work/acme-c", "acme"),
      moved("/work/acme-b", "/work/acme-c", "acme"),
    ]);
  });

  it("drops the rule of a page moved back to its old address, and writes none for a page that stayed", () => {
    const now = [route("/work/acme-a", "work/acme-a", "acme")];
    expect(movedPageRedirects({ "/work/acme-a": "acme", "/work/acme-b": "acme" }, now, [])).toEqual([moved("/work/acme-b", "/work/acme-a", "acme")]);
  });

  it("leaves an address held by another page or by a redirect story alone, and a removed story's to answer 404", () => {
    const now = [route("/work/acme", "work/acme", "acme"), route("/work/old", "work/old", "someone-else")];
    const cms: RedirectRule[] = [{ from: "/work/offer", to: "/contact", status: 307 }];
    const known = { "/work/old": "acme", "/work/offer": "acme", "/work/gone": "deleted-story" };
    expect(movedPageRedirects(known, now, cms)).toEqual([]);
  });

  it("follows the story's own page, not a listing's numbered pages or service filters", () => {
    const listing = route("/work/", "work/", "listing");
    const now = [{ ...listing, url: "/work/service/drone/", filter: { service: "drone", baseUrl: "/work/" } }, listing];
    expect(movedPageRedirects({ "/case-studies/": "listing" }, now, [])).toEqual([moved("/case-studies/", "/work/", "listing")]);
  });
});

describe("knownAddresses", () => {
  it("are the story pages of the last production deploy and the old addresses it redirected", () => {
    const page = (story: string, uuid?: string) => ({ story, ...(uuid ? { uuid } : {}), reads: [], mainLinks: 0 });
    const record = {
      pages: { "/work/acme-b": page("work/acme-b", "acme"), "/work/service/drone/": page("work/", "listing"), "/old": page("old") },
      moved: { "/work/acme-a": "acme" },
    };
    expect(knownAddresses(record)).toEqual({ "/work/acme-a": "acme", "/work/acme-b": "acme" });
    expect(knownAddresses(null)).toEqual({});
  });
});
