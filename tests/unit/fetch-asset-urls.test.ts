import { describe, expect, it } from "vitest";
import { assetCachePath } from "../../build/content-cache/asset-paths";
import { collectAssets } from "../../build/fetch/asset-urls";

describe("assetCachePath", () => {
  it("maps an asset URL on any Storyblok asset host to its path under assets/", () => {
    expect(assetCachePath("https://a.storyblok.com/f/123/1600x900/abc/x.jpg")).toEqual({
      url: "https://a.storyblok.com/f/123/1600x900/abc/x.jpg",
      cachePath: "f/123/1600x900/abc/x.jpg",
    });
    expect(assetCachePath("https://a-us.storyblok.com/f/9/10x10/d/y.png")?.valueOf()).toEqual({
      url: "https://a-us.storyblok.com/f/9/10x10/d/y.png",
      cachePath: "f/9/10x10/d/y.png",
    });
  });

  it("drops image-service transforms, queries and fragments, and decodes the file name", () => {
    expect(assetCachePath("https://a.storyblok.com/f/1/2x2/a/team%20photo.jpg/m/800x0/filters:quality(75)?cv=1#top")).toEqual({
      url: "https://a.storyblok.com/f/1/2x2/a/team%20photo.jpg",
      cachePath: "f/1/2x2/a/team photo.jpg",
    });
  });

  it("ignores URLs on other hosts and refuses paths that would leave the cache", () => {
    expect(assetCachePath("https://vimeo.com/824804225")).toBeUndefined();
    expect(assetCachePath("https://a.storyblok.com.evil.test/f/1/x.jpg")).toBeUndefined();
    expect(assetCachePath("https://a.storyblok.com/f/1/%2e%2e/x.jpg")).toBe("unsafe");
    expect(assetCachePath("https://a.storyblok.com/f/1/a%2Fb.jpg")).toBe("unsafe");
  });
});

describe("collectAssets", () => {
  it("finds each asset once, wherever it sits, and remembers where it was first used", () => {
    const image = "https://a.storyblok.com/f/287015/1600x900/4a1c2e9b7d/studio-lights.jpg";
    const scan = collectAssets([
      { full_slug: "homepage", content: { component: "page", body: [{ component: "hero_banner", image: { filename: image } }] } },
      {
        full_slug: "insights/lighting",
        content: { component: "article", text: { type: "doc", content: [{ type: "image", attrs: { src: `${image}/m/400x0` } }] } },
      },
      { full_slug: "about", content: { component: "page", note: "https://a.storyblok.com/f/1/%2e%2e/x.jpg" } },
    ]);
    expect([...scan.assets.values()]).toEqual([{ url: image, cachePath: "f/287015/1600x900/4a1c2e9b7d/studio-lights.jpg", firstUse: "homepage content.body[0].image.filename" }]);
    expect(scan.problems).toEqual([
      "about content.note: asset URL https://a.storyblok.com/f/1/%2e%2e/x.jpg has a path that cannot be stored in the cache; re-upload the asset in Storyblok.",
    ]);
  });
});
