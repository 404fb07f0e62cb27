// What a page reads, as recordingSite notes it (build/pipeline/render/incremental/record-reads.ts): each
// listing, story and link table the page touches, and each key one string for the whole site, held once
// however many pages read it.
import { describe, expect, it } from "vitest";
import { recordingSite } from "../../build/pipeline/render/incremental/record-reads";
import type { Site } from "../../src/content/site";
import { liveHeapBytes } from "../helpers/live-heap";

// uuids a page's keys share all but their end of: sorting them compares them whole
const LONG_UUID = `${"u".repeat(2000)}a`;
const OTHER_UUID = `${"u".repeat(2000)}b`;
const site = {
  listings: { caseStudies: [{ uuid: "cs-1", heading: "Warm homes", client: null }] },
  storyByUuid: new Map([
    [LONG_UUID, { uuid: LONG_UUID, name: "Shared", content: {} }],
    [OTHER_UUID, { uuid: OTHER_UUID, name: "Other", content: {} }],
  ]),
  storyBySlug: new Map([["about", { uuid: "about-uuid", name: "About", content: {} }]]),
  stories: [],
  links: [],
} as unknown as Site;

describe("recordingSite", () => {
  it("notes each listing, story, address and table read, and whole-map uses as every story", () => {
    const reads = new Set<string>();
    const page = recordingSite(site, reads);
    void page.listings.caseStudies;
    page.storyByUuid.get(LONG_UUID);
    page.storyBySlug.has("missing");
    void page.links;
    void page.storyBySlug.size;
    expect([...reads].sort()).toEqual(["links", "slug:missing", "stories", `story:${LONG_UUID}/uuid`].sort());
  });

  it("notes a listing's order when it is used, and each field of an item and of a story the page takes", () => {
    const reads = new Set<string>();
    const page = recordingSite(site, reads);
    const [item] = page.listings.caseStudies;
    void item!.uuid;
    void item!.heading;
    void page.storyByUuid.get(OTHER_UUID)!.name;
    void page.storyBySlug.get("about")!.content.component;
    expect([...reads].sort()).toEqual(
      [
        "listing:caseStudies",
        "listing:caseStudies/cs-1/heading",
        `story:${OTHER_UUID}/uuid`,
        `story:${OTHER_UUID}/name`,
        "slug:about",
        "story:about-uuid/content/component",
      ].sort(),
    );
  });

  it("keeps one copy of a key that 5,000 pages read", () => {
    const before = liveHeapBytes();
    // each page's reads sorted, as a rendered page keeps them (render.ts): comparing two keys makes each one flat string
    const pages = Array.from({ length: 5000 }, () => {
      const reads = new Set<string>();
      const page = recordingSite(site, reads);
      page.storyByUuid.get(OTHER_UUID);
      page.storyByUuid.get(LONG_UUID);
      return [...reads].sort();
    });
    const after = liveHeapBytes();
    // a copy of each key for each page would be 5,000 × 4 KB = 20 MB; the arrays themselves are about 0.5 MB
    expect(after - before).toBeLessThan(4 * 1024 * 1024);
    expect(pages.every((reads) => reads[0] === `story:${LONG_UUID}/uuid` && reads[1] === `story:${OTHER_UUID}/uuid`)).toBe(true);
  });
});
