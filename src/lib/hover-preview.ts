// When a case-study card may play its hover preview, and when the image gives
// way to it: only on wide screens with a fine pointer that can hover (wider
// than the fourth size class, 1300 px) and never under reduced motion; the
// crossfade waits at least 2 s and until the preview has started playing: one
// that is refused (oEmbed), fails or never starts leaves the thumbnail in place.
import { BREAKPOINTS, HOVER_PREVIEW_MIN_MS } from "./constants";
import type { Video } from "./video";

export const HOVER_PREVIEW_QUERY = `(min-width: ${BREAKPOINTS.xl + 1}px) and (hover: hover) and (pointer: fine) and (prefers-reduced-motion: no-preference)`;

/** What a preview plays: an uploaded file in a plain muted <video>, or the host's muted background player (checked and started as `video`). */
export type PreviewSource = { kind: "file"; src: string } | { kind: "player"; src: string; video: Video };

/** Whether the preview shows, this long into the hover, with its video playing or not. */
export function previewShown(elapsedMs: number, started: boolean): boolean {
  return started && elapsedMs >= HOVER_PREVIEW_MIN_MS;
}
