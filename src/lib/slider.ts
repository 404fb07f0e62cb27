// Slide arithmetic and timing for the hero slider.
import { SLIDE_IMAGE_HOLD_MAX_MS, SLIDE_IMAGE_HOLD_MIN_MS } from "./constants";

const pad = (n: number) => String(n).padStart(2, "0");

/** "01 - 05": the slide's number and the number of slides. */
export function slideCounter(index: number, total: number): string {
  return `${pad(index + 1)} - ${pad(total)}`;
}

/** The slide after this one, wrapping from the last to the first. */
export function nextSlide(index: number, total: number): number {
  return total > 0 ? (index + 1) % total : 0;
}

/**
 * Whether a slide's still has given way to its video, this long after the slide
 * appeared. The still is held at least 5 s and until the video has loaded, and
 * at most 7 s: at 7 s it fades out whether or not the video is ready.
 */
export function slideVideoShown(elapsedMs: number, videoLoaded: boolean): boolean {
  return elapsedMs >= SLIDE_IMAGE_HOLD_MAX_MS || (videoLoaded && elapsedMs >= SLIDE_IMAGE_HOLD_MIN_MS);
}
