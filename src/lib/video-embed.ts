// What an embedded player is asked for: the iframe address with its options
// (privacy, quality, background loop), and the host's oEmbed address used to
// check that a video may be embedded before the player loads.
import { embedUrl, type Video, watchUrl } from "./video";

export type VideoQuality = "720p" | "480p" | "360p";
export type PlayerMode = "inline" | "background";

/** Below this window width the small rendition is enough. */
export const SMALL_SCREEN_MAX = 767;

/**
 * 720p first, 480p where the video has no 720p, 360p on windows narrower than
 * 768 px. `available` is what the player reports once ready (unknown before).
 */
export function chooseQuality(windowWidth: number, available?: readonly string[]): VideoQuality {
  if (windowWidth <= SMALL_SCREEN_MAX) return "360p";
  if (!available || available.length === 0 || available.includes("720p")) return "720p";
  return "480p";
}

/** The iframe address: Do Not Track, autoplay (a visitor asked, or a muted background loop), the chosen quality. */
export function playerUrl(video: Video, mode: PlayerMode, quality: VideoQuality): string {
  const url = new URL(embedUrl(video));
  const params = url.searchParams;
  if (video.provider === "vimeo") {
    params.set("dnt", "1");
    params.set("quality", quality);
    params.set("autoplay", "1");
    if (mode === "background") params.set("background", "1");
  } else {
    params.set("autoplay", "1");
    params.set("rel", "0");
    if (mode === "background") {
      for (const [key, value] of [
        ["mute", "1"],
        ["loop", "1"],
        ["playlist", video.id],
        ["controls", "0"],
      ])
        params.set(key!, value!);
    }
  }
  return url.toString();
}

/** The host's oEmbed endpoint for this video. */
export function oembedUrl(video: Video): string {
  const page = encodeURIComponent(watchUrl({ ...video, startSeconds: null }));
  return video.provider === "vimeo" ? `https://vimeo.com/api/oembed.json?url=${page}` : `https://www.youtube.com/oembed?format=json&url=${page}`;
}
