import { describe, expect, it } from "vitest";
import { embedUrl, isVimeoId, parseVideoUrl, providerStillUrl, startTime, type Video, watchUrl } from "../../src/lib/video";

function video(raw: string): Video {
  const parsed = parseVideoUrl(raw);
  if (!parsed.ok) throw new Error(`expected ${raw} to parse, got "${parsed.error}"`);
  return parsed.video;
}

function error(raw: string): string {
  const parsed = parseVideoUrl(raw);
  if (parsed.ok) throw new Error(`expected ${raw} to be rejected, got ${JSON.stringify(parsed.video)}`);
  return parsed.error;
}

describe("parseVideoUrl: Vimeo shapes", () => {
  it.each([
    ["https://vimeo.com/148751763", "148751763", null, null],
    ["https://vimeo.com/76979871#t=12s", "76979871", null, 12],
    ["https://vimeo.com/876543210#t=30s", "876543210", null, 30],
    ["https://vimeo.com/108018156?share=copy", "108018156", null, null],
    ["https://player.vimeo.com/video/22439234", "22439234", null, null],
    ["https://player.vimeo.com/video/22439234?h=3a9b0c1d2e&badge=0", "22439234", "3a9b0c1d2e", null],
    ["https://vimeo.com/912345670/3a9b0c1d2e", "912345670", "3a9b0c1d2e", null],
    ["https://vimeo.com/channels/staffpicks/501287733", "501287733", null, null],
    ["https://vimeo.com/showcase/7712345/video/534220811", "534220811", null, null],
    ["https://vimeo.com/album/7712345/video/534220811", "534220811", null, null],
    ["https://vimeo.com/groups/motion/videos/290256877", "290256877", null, null],
    ["https://www.vimeo.com/263558271", "263558271", null, null],
    ["vimeo.com/263558271", "263558271", null, null],
    ["http://vimeo.com/263558271#t=1m30s", "263558271", null, 90],
    ["  https://vimeo.com/123456  ", "123456", null, null],
    ["https://vimeo.com/123456789012", "123456789012", null, null],
  ])("%s", (raw, id, hash, start) => {
    expect(video(raw)).toEqual({ provider: "vimeo", id, hash, startSeconds: start });
  });
});

describe("parseVideoUrl: rejected Vimeo URLs say why", () => {
  it("rejects ids of 5 and 13 digits with the id in the message", () => {
    expect(error("https://vimeo.com/12345")).toBe("Invalid Vimeo ID format: 12345");
    expect(error("https://vimeo.com/1234567890123")).toBe("Invalid Vimeo ID format: 1234567890123");
    expect(error("https://player.vimeo.com/video/12345")).toBe("Invalid Vimeo ID format: 12345");
    expect(error("https://vimeo.com/channels/staffpicks/1234567890123")).toBe("Invalid Vimeo ID format: 1234567890123");
  });

  it("rejects Vimeo addresses that are not a video page", () => {
    expect(error("https://vimeo.com/northlightfilms")).toBe("Invalid Vimeo URL format");
    expect(error("https://vimeo.com/channels/staffpicks")).toBe("Invalid Vimeo URL format");
    expect(error("https://vimeo.com/")).toBe("Invalid Vimeo URL format");
    expect(error("https://player.vimeo.com/video/abc123456")).toBe("Invalid Vimeo ID format");
    expect(error("https://vimeo.com/123456789/not-a-hash!")).toBe("Invalid Vimeo URL format");
  });

  it("rejects anything that is not a Vimeo or YouTube address", () => {
    expect(error("")).toBe("Please use a valid Vimeo URL");
    expect(error("https://example.com/123456789")).toBe("Please use a valid Vimeo URL");
    expect(error("javascript:alert(1)")).toBe("Please use a valid Vimeo URL");
    expect(error("https://vimeo.com.evil.test/123456789")).toBe("Please use a valid Vimeo URL");
    expect(error("not a url at all")).toBe("Please use a valid Vimeo URL");
  });
});

describe("parseVideoUrl: YouTube", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", null],
    ["https://youtu.be/dQw4w9WgXcQ?t=42", 42],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ?start=90", 90],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", null],
    ["https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=1m5s", 65],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", null],
  ])("%s", (raw, start) => {
    expect(video(raw)).toEqual({ provider: "youtube", id: "dQw4w9WgXcQ", startSeconds: start });
  });

  it("rejects a YouTube address without a video id", () => {
    expect(error("https://www.youtube.com/@northlight")).toBe("Please use a valid Vimeo URL");
    expect(error("https://www.youtube.com/watch?v=short")).toBe("Please use a valid Vimeo URL");
  });
});

describe("URLs built from a video", () => {
  it("embeds Vimeo with the privacy hash and the start time", () => {
    expect(embedUrl(video("https://vimeo.com/912345670/3a9b0c1d2e#t=30s"))).toBe("https://player.vimeo.com/video/912345670?h=3a9b0c1d2e#t=30s");
    expect(embedUrl(video("https://vimeo.com/108018156?share=copy"))).toBe("https://player.vimeo.com/video/108018156");
  });

  it("links to the video's own page, keeping hash and start time", () => {
    expect(watchUrl(video("https://player.vimeo.com/video/22439234"))).toBe("https://vimeo.com/22439234");
    expect(watchUrl(video("https://vimeo.com/912345670/3a9b0c1d2e#t=30s"))).toBe("https://vimeo.com/912345670/3a9b0c1d2e#t=30s");
    expect(watchUrl(video("https://youtu.be/dQw4w9WgXcQ?t=42"))).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s");
  });

  it("embeds YouTube through its privacy-enhanced host", () => {
    expect(embedUrl(video("https://youtu.be/dQw4w9WgXcQ?t=42"))).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42");
  });

  it("has a provider still only for YouTube", () => {
    expect(providerStillUrl(video("https://youtu.be/dQw4w9WgXcQ"))).toBe("https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg");
    expect(providerStillUrl(video("https://vimeo.com/148751763"))).toBeNull();
  });
});

describe("small parts", () => {
  it("checks Vimeo ids are 6 to 12 digits", () => {
    expect(["123456", "123456789012"].map(isVimeoId)).toEqual([true, true]);
    expect(["12345", "1234567890123", "12345a", ""].map(isVimeoId)).toEqual([false, false, false, false]);
  });

  it("reads start times in seconds", () => {
    expect(["30", "30s", "1m30s", "1h2m3s", "0s", "soon", null].map(startTime)).toEqual([30, 30, 90, 3723, null, null, null]);
  });
});
