// The site's stories hold one string per repeated value (build/pipeline/load/shared-strings.ts). Strings have no
// identity a test can compare, so the sharing is seen where it counts: in the memory the copies held.
import { describe, expect, it } from "vitest";
import { modelSite } from "../../build/pipeline/load/load";
import * as modeller from "../../build/pipeline/load/model-story";
import type { RawContent } from "../../build/pipeline/load/read-content";
import { stringSharer } from "../../build/pipeline/load/shared-strings";
import { LARGE_SITE_STORIES } from "../../build/shared/heap-growth";
import { baseStories, story as storyFile } from "../helpers/content";
import { liveHeapBytes, ownCopy } from "../helpers/live-heap";

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

/** A content cache of `pages` pages (and settings, header, footer and homepage) as parsed, each page's text its own copy of one 8 KB value. */
function rawContent(pages: number): RawContent {
  const text = `${CREDIT}${CREDIT}`;
  const files = [
    ...baseStories(),
    ...Array.from({ length: pages }, (_, i) =>
      storyFile({ full_slug: `page-${i}`, content: { component: "page", body: [{ _uid: `b${i}`, component: "large_text", text: ownCopy(text) }] } }),
    ),
  ];
  return {
    source: "memory",
    space: { cv: 1, version: "published", fetched_at: "2025-01-01T00:00:00.000Z" },
    links: { links: {} },
    stories: files.map((json) => ({ where: `stories/${json.full_slug}.json`, json: { story: json } })),
    warnings: [],
  };
}

/** The heap a modelled site holds once what it was modelled from is gone. */
function heapHeldBySite(pages: number): number {
  const before = liveHeapBytes();
  const { site } = modelSite(rawContent(pages), null, {}, modeller);
  const held = liveHeapBytes() - before;
  expect(site.stories).toHaveLength(pages + 4);
  return held;
}

describe("a load", () => {
  it("shares a large site's repeated strings, and leaves a smaller site's as parsed (their copies weigh little)", () => {
    const small = heapHeldBySite(LARGE_SITE_STORIES - 5); // with settings, header, footer and homepage: 999 stories
    const large = heapHeldBySite(LARGE_SITE_STORIES - 4); // 1,000
    // 995 copies of 8 KB, about 8 MB, held by the smaller site alone
    expect(small - large).toBeGreaterThan(6 * 1024 * 1024);
  });
});
