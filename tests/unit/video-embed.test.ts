import { describe, expect, it, vi } from "vitest";
import { heldFrameData, playerFrameAttributes } from "../../src/islands/player-frame";
import { checkEmbeddable, classifyOembedStatus } from "../../src/islands/video-oembed";
import { isAutoplayRefusal } from "../../src/islands/video-player";
import { frameInTapState, initialVideoState, type VideoAction, type VideoState, videoReducer } from "../../src/islands/video-state";
import { OEMBED_TIMEOUT_MS, VIDEO_RETRIES } from "../../src/lib/constants";
import { parseVideoUrl, type Video, vimeoIdError } from "../../src/lib/video";
import { chooseQuality, oembedUrl, playerUrl } from "../../src/lib/video-embed";

const video = (url: string): Video => {
  const parsed = parseVideoUrl(url);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.video;
};
const vimeo = video("https://vimeo.com/912345670/3a9b0c1d2e#t=30s");
const youtube = video("https://youtu.be/dQw4w9WgXcQ");
const run = (...actions: VideoAction[]): VideoState => actions.reduce(videoReducer, initialVideoState);

describe("videoReducer", () => {
  it("checks when awake, then loads on a click and plays once the player is ready", () => {
    expect(run({ type: "check" }).status).toBe("checking");
    const checked = run({ type: "check" }, { type: "check-passed" });
    expect(checked).toMatchObject({ status: "idle", checked: true });
    const loading = videoReducer(checked, { type: "play" });
    expect(loading).toMatchObject({ status: "loading", loadId: 1, retries: 0 });
    expect(videoReducer(loading, { type: "ready" }).status).toBe("playing");
  });

  it("remembers a click made while checking and loads as soon as the check allows it", () => {
    const waiting = run({ type: "check" }, { type: "play" });
    expect(waiting).toMatchObject({ status: "checking", playRequested: true });
    expect(videoReducer(waiting, { type: "check-passed" }).status).toBe("loading");
  });

  it("a tap while checking makes its frame at once (one new loadId), which the passed check starts without a second frame; a block removes it", () => {
    const tapped = run({ type: "check" }, { type: "play", tap: true });
    expect(tapped).toMatchObject({ status: "checking", frameInTap: true, loadId: 1 });
    expect(videoReducer(tapped, { type: "play", tap: true })).toEqual(tapped);
    expect(videoReducer(tapped, { type: "check-passed" })).toMatchObject({ status: "loading", frameInTap: false, loadId: 1, checked: true });
    expect(videoReducer(tapped, { type: "check-blocked", message: "no" })).toMatchObject({ status: "error", frameInTap: false });
    expect(run({ type: "check" }, { type: "play" })).toMatchObject({ frameInTap: false, loadId: 0 });
  });

  it("a frame made in a tap before the island's first render (held by the loader, or the lightbox's) goes on as a tap while checking", () => {
    expect(frameInTapState).toMatchObject({ status: "idle", frameInTap: true, playRequested: true, loadId: 1 });
    const checking = videoReducer(frameInTapState, { type: "check" });
    expect(checking).toMatchObject({ status: "checking", frameInTap: true, loadId: 1 });
    // the held click, replayed on the live island, makes no second frame
    expect(videoReducer(checking, { type: "play", tap: true })).toEqual(checking);
    expect(videoReducer(checking, { type: "check-passed" })).toMatchObject({ status: "loading", frameInTap: false, loadId: 1 });
    expect(videoReducer(checking, { type: "check-blocked", message: "no" })).toMatchObject({ status: "error", frameInTap: false });
  });

  it("stops at the not-embeddable error when the check blocks", () => {
    const blocked = run({ type: "check" }, { type: "play" }, { type: "check-blocked", message: "Video 1 validation failed - video may not be embeddable" });
    expect(blocked).toMatchObject({ status: "error", error: { kind: "not-embeddable", message: "Video 1 validation failed - video may not be embeddable" } });
    expect(videoReducer(blocked, { type: "retry" })).toBe(blocked);
  });

  it("retries a failed load automatically twice with a fresh player, then shows the unavailable error; Retry Loading starts over", () => {
    let state = run({ type: "check" }, { type: "check-passed" }, { type: "play" });
    for (let retry = 1; retry <= VIDEO_RETRIES; retry += 1) {
      state = videoReducer(state, { type: "load-failed" });
      expect(state).toMatchObject({ status: "loading", retries: retry, loadId: retry + 1 });
    }
    state = videoReducer(state, { type: "load-failed" });
    expect(state).toMatchObject({ status: "error", error: { kind: "unavailable" } });
    expect(videoReducer(state, { type: "retry" })).toMatchObject({ status: "loading", retries: 0, loadId: 4, error: null });
  });

  it("shows the still again when autoplay is refused, and plays after the visitor's click", () => {
    const refused = run({ type: "check" }, { type: "check-passed" }, { type: "play" }, { type: "autoplay-refused" });
    expect(refused.status).toBe("autoplay-refused");
    expect(videoReducer(refused, { type: "ready" }).status).toBe("playing");
  });

  it("ignores events that do not belong to the current state", () => {
    expect(run({ type: "ready" })).toEqual(initialVideoState);
    expect(run({ type: "load-failed" })).toEqual(initialVideoState);
    expect(run({ type: "check-passed" })).toEqual(initialVideoState);
  });
});

describe("oEmbed check", () => {
  it("allows 2xx and 404, blocks any other non-ok answer with the video's id in the message", () => {
    expect(classifyOembedStatus(vimeo, 200)).toEqual({ allowed: true, reason: "ok" });
    expect(classifyOembedStatus(vimeo, 404)).toEqual({ allowed: true, reason: "not-found" });
    for (const status of [401, 403, 500, 503]) {
      expect(classifyOembedStatus(vimeo, status)).toEqual({ allowed: false, status, message: "Video 912345670 validation failed - video may not be embeddable" });
    }
  });

  it("asks the host's endpoint about the video's page", () => {
    expect(oembedUrl(vimeo)).toBe("https://vimeo.com/api/oembed.json?url=https%3A%2F%2Fvimeo.com%2F912345670%2F3a9b0c1d2e");
    expect(oembedUrl(youtube)).toBe("https://www.youtube.com/oembed?format=json&url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3DdQw4w9WgXcQ");
  });

  it("allows embedding after a network error, and after the 5 s time-out aborts a hanging request", async () => {
    const failing = (() => Promise.reject(new TypeError("Failed to fetch"))) as typeof fetch;
    expect(await checkEmbeddable(vimeo, failing)).toEqual({ allowed: true, reason: "network" });
    let signal: AbortSignal | undefined;
    const hanging = ((_url: string, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise((_resolve, reject) => signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))));
    }) as typeof fetch;
    vi.useFakeTimers();
    try {
      let verdict: unknown = null;
      void checkEmbeddable(vimeo, hanging).then((v) => (verdict = v));
      await vi.advanceTimersByTimeAsync(OEMBED_TIMEOUT_MS - 1);
      expect(verdict).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      expect(verdict).toEqual({ allowed: true, reason: "timeout" });
      expect(signal?.aborted).toBe(true);
      expect(OEMBED_TIMEOUT_MS).toBe(5000);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("player address and quality", () => {
  it("asks for 720p, 480p where the video lacks 720p, and 360p below 768 px", () => {
    expect(chooseQuality(1440)).toBe("720p");
    expect(chooseQuality(1440, ["1080p", "720p", "480p"])).toBe("720p");
    expect(chooseQuality(1440, ["540p", "480p", "360p"])).toBe("480p");
    expect(chooseQuality(768)).toBe("720p");
    expect(chooseQuality(767)).toBe("360p");
    expect(chooseQuality(390, ["720p"])).toBe("360p");
  });

  it("embeds Vimeo with Do Not Track, the quality and autoplay; background adds the muted chrome-less loop", () => {
    expect(playerUrl(vimeo, "inline", "720p")).toBe("https://player.vimeo.com/video/912345670?h=3a9b0c1d2e&dnt=1&quality=720p&autoplay=1#t=30s");
    expect(playerUrl(vimeo, "background", "360p")).toContain("&background=1");
  });

  it("embeds YouTube through its privacy-enhanced host", () => {
    expect(playerUrl(youtube, "inline", "720p")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0");
    expect(playerUrl(youtube, "background", "720p")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&mute=1&loop=1&playlist=dQw4w9WgXcQ&controls=0");
  });

  it("gives the loader's held frame the island's own frame at every width: data-frame's address for wide windows, narrow's up to its width", () => {
    for (const source of [vimeo, youtube]) {
      const { narrow, ...wide } = JSON.parse(heldFrameData(source, "Tour"));
      expect(narrow[0]).toBe(767);
      for (const width of [390, 767, 768, 1440]) {
        const made = { ...wide, src: width <= narrow[0] ? narrow[1] : wide.src };
        expect(made, `${source.provider} at ${width} px`).toEqual(playerFrameAttributes(source, "Tour", "inline", width));
      }
    }
  });

  it("treats only NotAllowedError as a refused autoplay", () => {
    const named = (name: string) => Object.assign(new Error("x"), { name });
    expect(isAutoplayRefusal(named("NotAllowedError"))).toBe(true);
    for (const name of ["PasswordError", "PrivacyError", "NotFoundError", "Error"]) expect(isAutoplayRefusal(named(name))).toBe(false);
  });
});

describe("Vimeo id messages", () => {
  it("quotes an id of the wrong length and names a non-numeric one bare", () => {
    expect(vimeoIdError("123456789")).toBeNull();
    expect(vimeoIdError("12345")).toBe("Invalid Vimeo ID format: 12345");
    expect(vimeoIdError("1234567890123")).toBe("Invalid Vimeo ID format: 1234567890123");
    expect(vimeoIdError("abc")).toBe("Invalid Vimeo ID format");
  });
});
