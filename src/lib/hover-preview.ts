// When a case-study card may play its hover preview, and when the image gives
// way to it: only on wide screens with a fine pointer that can hover (wider
// than the fourth size class, 1300 px) and never under reduced motion; the
// crossfade waits at least 2 s and for the video to load, but no longer than 3 s.
import { BREAKPOINTS, HOVER_PREVIEW_MAX_MS, HOVER_PREVIEW_MIN_MS } from "./constants";

export const HOVER_PREVIEW_QUERY = `(min-width: ${BREAKPOINTS.xl + 1}px) and (hover: hover) and (pointer: fine) and (prefers-reduced-motion: no-preference)`;

/** What a preview plays: an uploaded file in a plain muted <video>, or the host's muted background player. */
export type PreviewSource = { kind: "file"; src: string } | { kind: "player"; src: string };

/** Whether the preview shows, this long into the hover, with the video loaded or not. */
export function previewShown(elapsedMs: number, loaded: boolean): boolean {
  return elapsedMs >= HOVER_PREVIEW_MAX_MS || (loaded && elapsedMs >= HOVER_PREVIEW_MIN_MS);
}
