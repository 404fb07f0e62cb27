// The site's stories hold one string per repeated value (build/pipeline/load/shared-strings.ts). Strings have no
// identity a test can compare, so the sharing is seen where it counts: in the memory the copies held.
import { describe, expect, it } from "vitest";
import { stringSharer } from "../../build/pipeline/load/shared-strings";
import { LARGE_SITE_STORIES } from "../../build/shared/heap-growth";
import { liveHeapBytes, ownCopy } from "../helpers/live-heap";
import { weighSitesApart } from "../helpers/site-heap";

const CREDIT = `© Northlight Films ${"and the crew ".repeat(300)}`; // about 4 KB

const story = (i: number) => ({
  uuid: `story-${i}`,
  content: {
    component: "case_study",
    body: [{ component: "gallery_item", image: { filename: ownCopy(`https://a.storyblok.com/f/1/${i % 2}.jpg`), copyright: ownCopy(CREDIT) } }],
    tags: [ownCopy(CREDIT), "case-study"],
  },
});

describe("stringSharer", () => {
  it("leaves every value as it was", () => {
    const stories = [story(1), story(2), story(3)];
    const before = structuredClone(stories);
    const share = stringSharer();
    for (const s of stories) share(s);
    expect(stories).toEqual(before);
  });

  it("frees the copies of a repeated value: 2,000 stories with two 4 KB copies each hold one", () => {
    const stories = Array.from({ length: 2000 }, (_, i) => story(i));
    const withCopies = liveHeapBytes();
    const share = stringSharer();
    for (const s of stories) share(s);
    const shared = liveHeapBytes();
    // 4,000 copies of about 4 KB each: 16 MB, less the sharer's own table
    expect(withCopies - shared).toBeGreaterThan(12 * 1024 * 1024);
    expect(stories[1999]!.content.tags[0]).toBe(CREDIT);
  });

  it("leaves a frozen object as it is", () => {
    const constant = Object.freeze({ component: "header", items: Object.freeze([ownCopy("Work")]) });
    const share = stringSharer();
    expect(() => share({ header: constant, title: ownCopy("Work") })).not.toThrow();
    expect(constant.items).toEqual(["Work"]);
  });
});

describe("a load", () => {
  it("shares a large site's repeated strings, and leaves a smaller site's as parsed (their copies weigh little)", () => {
    // with settings, header, footer and homepage: 999 stories, then 1,000; each page's text its own copy of 8 KB
    const [small, large] = weighSitesApart([LARGE_SITE_STORIES - 5, LARGE_SITE_STORIES - 4], CREDIT.repeat(2));
    expect([small!.stories, large!.stories]).toEqual([LARGE_SITE_STORIES - 1, LARGE_SITE_STORIES]);
    // 995 copies of 8 KB, about 8 MB, held by the smaller site alone
    expect(small!.held - large!.held).toBeGreaterThan(6 * 1024 * 1024);
  }, 60_000);
});
