import { beforeAll, describe, expect, it } from "vitest";
import type { BuildResult } from "../../build/pipeline/run-build";
import { assetFileUrl } from "../../src/lib/images";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

const hero = (extra: Record<string, unknown>) => ({
  _uid: "h",
  component: "hero_banner",
  heading: "Films that make people stop",
  text: "A Manchester studio.",
  image: { filename: "https://a.storyblok.com/f/1/1920x820/abc/dawn.jpg", alt: "Dawn over the hills", focus: "900x300:901x301" },
  links: [{ _uid: "l", component: "link", label: "See our work", type: "primary", link: { linktype: "url", url: "https://example.test" } }],
  ...extra,
});

let result: BuildResult;

beforeAll(async () => {
  result = await buildInMemory(
    await makeContentDir([
      story({ full_slug: "still", content: { component: "page", body: [hero({})] } }),
      story({ full_slug: "loop", content: { component: "page", body: [hero({ video: { filename: "https://a.storyblok.com/f/1/640x360/abc/loop.mp4" } })] } }),
      story({ full_slug: "no-heading", content: { component: "page", body: [hero({ heading: undefined })] } }),
    ]),
  );
});

describe("HeroBanner", () => {
  it("warns, naming the story and field, when the required heading is missing, and only then", () => {
    expect(result.warnings.filter((warning) => warning.path.endsWith(".heading"))).toEqual([
      { where: "no-heading", path: "content.body[0].heading", message: expect.stringMatching(/no heading/) },
    ]);
  });

  it("renders the page's h1, text and buttons over the still, which loads first", () => {
    const html = pageHtml(result, "/still");
    expect(html).toContain('<h1 class="hero-banner__heading">Films that make people stop</h1>');
    expect(html).toContain('<p class="hero-banner__text">A Manchester studio.</p>');
    expect(html).toContain('class="button button--primary"');
    expect(html).toMatch(/<img[^>]+alt="Dawn over the hills" loading="eager" decoding="sync" fetchPriority="high"/i);
    expect(html).toContain("filters:quality(75):focal(900x300:901x301)");
    expect(html).not.toContain("<video");
  });

  it("plays an uploaded loop muted from plain HTML, only where motion is welcome, with a pause button island", () => {
    const html = pageHtml(result, "/loop");
    expect(html).toMatch(/<video id="h-loop" class="hero-banner__video" autoplay="" muted="" loop="" playsinline="" preload="metadata" aria-hidden="true" tabindex="-1">/i);
    expect(html).toContain('<source src="/img/f/1/640x360/abc/loop.mp4" type="video/mp4" media="(prefers-reduced-motion: no-preference)"/>');
    expect(html).toMatch(/<site-island data-island="VideoPauseButton"[^>]+data-trigger="interaction"/);
    expect(html).toContain('<button type="button" class="video-pause-button" aria-controls="h-loop" aria-label="Pause background video">');
    expect(result.pages.find((p) => p.route.url === "/loop")?.islands).toEqual(expect.arrayContaining(["VideoPauseButton"]));
  });

  it("serves uploaded files from the site's asset path", () => {
    expect(assetFileUrl("https://a.storyblok.com/f/1/640x360/abc/loop.mp4")).toBe("/img/f/1/640x360/abc/loop.mp4");
    expect(assetFileUrl("https://cdn.example.test/loop.mp4")).toBe("https://cdn.example.test/loop.mp4");
  });
});
