// Slide arithmetic for the hero slider.
const pad = (n: number) => String(n).padStart(2, "0");

/** "01 - 05": the slide's number and the number of slides. */
export function slideCounter(index: number, total: number): string {
  return `${pad(index + 1)} - ${pad(total)}`;
}

/** The slide after this one, wrapping from the last to the first. */
export function nextSlide(index: number, total: number): number {
  return total > 0 ? (index + 1) % total : 0;
}
