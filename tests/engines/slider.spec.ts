// The home page's "Featured work" slider moves nothing below it while it runs, in WebKit too,
// which has no scroll anchoring to hide a change of height (issue 42: 30 px jumps at 390 px).
// Each slide change is an event to wait for (the counter), never a span of time.
import { expect, test } from "./engine-fixtures";
import type { EngineWindow } from "./engine-window";

/** Scrolls to just below the slider, then shows slide n (1-based) from its thumbnails; the footer's top on screen and the scroll position after. */
async function footerAfterSlide(w: EngineWindow, n: number): Promise<{ footer: number; footerInPage: number; scroll: number; counter: string }> {
  await w.evaluate((slide) => {
    document.querySelectorAll<HTMLButtonElement>("button.case-study-slider__thumb")[slide - 1]!.click();
  }, n);
  await expect.poll(() => w.evaluate(() => document.querySelector(".case-study-slider__counter [aria-hidden]")?.textContent)).toMatch(new RegExp(`^0${n} - `));
  return w.evaluate(() => ({
    // on screen and in the page: Firefox's scroll anchoring would hide a change of height on screen
    footer: Math.round(document.querySelector("footer")!.getBoundingClientRect().top * 100) / 100,
    footerInPage: Math.round((document.querySelector("footer")!.getBoundingClientRect().top + window.scrollY) * 100) / 100,
    scroll: document.scrollingElement!.scrollTop,
    counter: document.querySelector(".case-study-slider__counter [aria-hidden]")!.textContent!,
  }));
}

for (const width of [390, 1440]) {
  test(`the slider keeps one height across its slides at ${width} px: the footer stays put`, async ({ engineWindow }) => {
    const w = await engineWindow(width);
    await w.goto("/");
    // the slider wakes when it comes into view; the reader then scrolls on past it
    await w.evaluate(() => document.querySelector(".case-study-slider")!.scrollIntoView({ behavior: "instant" }));
    await expect.poll(() => w.evaluate(() => document.querySelectorAll("button.case-study-slider__thumb").length)).toBe(3);
    await w.evaluate(() => {
      const slider = document.querySelector(".case-study-slider")!;
      window.scrollTo({ top: slider.getBoundingClientRect().bottom + window.scrollY + 200, behavior: "instant" });
    });
    const seen = [await footerAfterSlide(w, 1), await footerAfterSlide(w, 2), await footerAfterSlide(w, 3), await footerAfterSlide(w, 1)];
    const first = seen[0]!;
    const where = ({ footer, footerInPage, scroll }: (typeof seen)[number]) => ({ footer, footerInPage, scroll });
    for (const after of seen) expect(where(after), `after slide ${after.counter}`).toEqual(where(first));
  });
}
