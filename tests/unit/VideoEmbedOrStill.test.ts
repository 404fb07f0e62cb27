import { beforeAll, describe, expect, it } from "vitest";
import type { BuildResult } from "../../build/pipeline/run-build";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

const asset = (name: string, alt: string) => ({ filename: `https://a.storyblok.com/f/1/1600x900/abc/${name}`, alt });

// image_video_block is the plainest host of a video still
const page = (slug: string, block: Record<string, unknown>) =>
  story({ full_slug: slug, content: { component: "page", body: [{ _uid: `${slug}-block`, component: "image_video_block", ...block }] } });

let result: BuildResult;

beforeAll(async () => {
  result = await buildInMemory(
    await makeContentDir([
      page("vimeo", { image: asset("reel.jpg", "Frames from the reel"), caption: "Our showreel", video_url: "https://vimeo.com/912345670/3a9b0c1d2e#t=30s" }),
      page("vimeo-no-still", { video_url: "https://player.vimeo.com/video/22439234" }),
      page("youtube", { video_url: "https://youtu.be/dQw4w9WgXcQ" }),
      page("bad-url", { image: asset("reel.jpg", "Frames from the reel"), video_url: "https://vimeo.com/12345" }),
    ]),
  );
});

describe("VideoEmbedOrStill", () => {
  it("links the still to the video's page in a new tab, labelled with the provider and the title, inside a VideoEmbed island woken near the viewport", () => {
    const html = pageHtml(result, "/vimeo");
    expect(html).toContain('data-island="VideoEmbed"');
    expect(html).toContain('data-trigger="near"');
    expect(html).toContain('href="https://vimeo.com/912345670/3a9b0c1d2e#t=30s" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('aria-label="Watch on Vimeo: Our showreel (opens in a new tab)"');
    expect(html).toContain('alt="Frames from the reel"');
    expect(html).toContain('class="video-still__play" aria-hidden="true"');
  });

  it("shows a designed frame for a Vimeo video without a still, and YouTube's own thumbnail", () => {
    expect(pageHtml(result, "/vimeo-no-still")).toContain('<span class="video-still__placeholder"></span>');
    const youtube = pageHtml(result, "/youtube");
    expect(youtube).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(youtube).toContain('src="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"');
    expect(youtube).toContain("Watch on YouTube");
  });

  it("shows the still without a link for an invalid URL, telling visitors why the video cannot play, and warns the editor", () => {
    const html = pageHtml(result, "/bad-url");
    expect(html).toContain('alt="Frames from the reel"');
    expect(html).not.toContain("video-still--playable");
    expect(html).toContain('<p class="video-still__message"><strong>Invalid Vimeo ID format: 12345</strong><span>Please use a valid Vimeo URL</span></p>');
    expect(result.warnings).toContainEqual({
      where: "bad-url",
      path: "content.body[0].video_url",
      message:
        'Invalid Vimeo ID format: 12345 ("https://vimeo.com/12345"), so the video cannot play; paste the address from the video\'s Share dialog, such as https://vimeo.com/123456789',
    });
  });
});
