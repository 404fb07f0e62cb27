import { describe, expect, it } from "vitest";
import { storyFilePath } from "../../build/content-cache/cache-layout";
import { checkContent } from "../../build/fetch/check-fetched";

const story = (full_slug: string, uuid: string, extra: Record<string, unknown> = {}) => ({ id: 1, uuid, full_slug, content: { component: "page" }, ...extra });
const link = (uuid: string) => ({ id: 1, uuid, slug: "x", is_folder: false });

describe("storyFilePath", () => {
  it("follows the cache format: start pages become index.json", () => {
    expect(storyFilePath("homepage")).toBe("stories/homepage.json");
    expect(storyFilePath("services/")).toBe("stories/services/index.json");
    expect(storyFilePath("services/drone-aerial-video")).toBe("stories/services/drone-aerial-video.json");
  });

  it("refuses slugs that are not a safe path", () => {
    for (const slug of ["", "/", "a//b", "../secrets", "a/./b", "a\\b", "/rooted"]) expect(storyFilePath(slug), slug).toBeUndefined();
  });
});

describe("checkContent", () => {
  it("accepts consistent stories and links", () => {
    const check = checkContent([story("homepage", "u1"), story("services/", "u2")], { u1: link("u1"), u2: link("u2") });
    expect(check).toEqual({ errors: [], warnings: [] });
  });

  it("names each story that cannot be cached, with the field at fault", () => {
    const check = checkContent(
      [story("about", "u1", { content: {} }), story("../x", "u2"), story("services/", "u3"), story("services/index", "u4"), story("contact", "u3"), { full_slug: 7, id: 9 }],
      { u1: link("u1"), u2: link("u2"), u3: link("u3"), u4: link("u4"), u5: { ...link("u6") } },
    );
    expect(check.errors).toEqual([
      "about: content.component: Invalid input: expected string, received undefined",
      '../x: full_slug is not a plain path: the part ".." stands for the folder above, which browsers resolve away; rename the slug in Storyblok.',
      "services/index: full_slug is stored at stories/services/index.json, like services/; rename one of the two in Storyblok.",
      "contact: uuid u3 was sent twice.",
      "story #6 (id 9): uuid: Invalid input: expected string, received undefined; full_slug: Invalid input: expected string, received number; content: Invalid input: expected object, received undefined",
      "links.json u5: the entry's uuid is u6.",
    ]);
  });

  it("warns about a story the links do not list", () => {
    expect(checkContent([story("homepage", "u1")], {}).warnings).toEqual(["homepage: not in cdn/links, so menus and the sitemap will not list it; publish it again in Storyblok."]);
  });
});
