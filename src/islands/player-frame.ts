// The player <iframe>'s attributes, in one place for the two that make it: the video island
// (VideoEmbed's PlayableFrame) and, for a tap the inline loader holds while the island's chunk
// loads, the loader itself (src/islands/client.ts), which reads them from the still's link
// (data-frame) and must make the very element the island's first render describes, so that
// hydration adopts it rather than making another (a new frame is no longer the visitor's gesture).
import { providerName, type Video } from "../lib/video";
import { chooseQuality, type PlayerMode, playerUrl, SMALL_SCREEN_MAX } from "../lib/video-embed";

/** The permissions the player needs: autoplay with sound after a tap, fullscreen, picture in picture. */
const PLAYER_ALLOW = "autoplay; fullscreen; picture-in-picture";

export interface PlayerFrameAttributes {
  className: string;
  src: string;
  title: string;
  allow: string;
}

/** The frame's attributes in a window `windowWidth` px wide (the player's quality follows it). */
export function playerFrameAttributes(video: Video, title: string, mode: PlayerMode, windowWidth: number): PlayerFrameAttributes {
  return {
    className: "video-still__player",
    src: playerUrl(video, mode, chooseQuality(windowWidth)),
    title: `${title || "Video"} (${providerName(video)} player)`,
    allow: PLAYER_ALLOW,
  };
}

/**
 * The inline player frame as the loader makes it inside a held tap (the still link's data-frame):
 * its DOM properties, with the address for wide windows, and `narrow`: the widest window
 * (innerWidth) that gets the small rendition, and that rendition's address.
 */
export function heldFrameData(video: Video, title: string): string {
  const narrow = playerFrameAttributes(video, title, "inline", SMALL_SCREEN_MAX).src;
  return JSON.stringify({ ...playerFrameAttributes(video, title, "inline", SMALL_SCREEN_MAX + 1), narrow: [SMALL_SCREEN_MAX, narrow] });
}
