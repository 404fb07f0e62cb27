// Each page type's first screen at 390 and 1440 px in WebKit and in Firefox, against reviewed
// references of that engine (tests/engines/__screenshots__/<engine>-<page>-<width>.png; update
// with --update-snapshots and look at each before committing). Still and repeatable without a
// page clock (WebDriver has none): the video hosts' fake refuses autoplay, so every still stays;
// the slider is paused on its first slide; every animation and image has finished.
import { PAGES } from "../helpers/page-type-paths";
import { expect, test } from "./engine-fixtures";
import type { EngineWindow } from "./engine-window";

/** A few pixels of antialiasing may differ from run to run, as in tests/visual. */
const MAX_DIFF_PIXELS = 40;

/** Waits for the fonts, the images in view and every animation, then holds the slider on slide 1. */
async function settle(w: EngineWindow) {
  await expect
    .poll(() =>
      w.evaluate(async () => {
        await document.fonts.ready;
        const inView = Array.from(document.images).filter((img) => img.getBoundingClientRect().top < innerHeight && img.getBoundingClientRect().bottom > 0);
        // a scroll-driven animation (the service film's opening) runs for as long as the page does: only timed ones end
        const running = document
          .getAnimations()
          .filter((a) => a.playState === "running" && a.timeline instanceof DocumentTimeline && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY);
        return inView.every((img) => img.complete) && running.length === 0;
      }),
    )
    .toBe(true);
  if (await w.evaluate(() => document.querySelector(".case-study-slider") !== null)) {
    await expect.poll(() => w.evaluate(() => document.querySelector(".case-study-slider__toggle") !== null)).toBe(true);
    await w.evaluate(() => {
      document.querySelector<HTMLButtonElement>('.case-study-slider__toggle[aria-pressed="false"]')?.click();
      document.querySelector<HTMLButtonElement>("button.case-study-slider__thumb")?.click();
      (document.activeElement as HTMLElement | null)?.blur();
    });
    await expect.poll(() => w.evaluate(() => document.querySelector(".case-study-slider__counter [aria-hidden]")?.textContent)).toMatch(/^01 - /);
  }
}

for (const width of [390, 1440]) {
  for (const [type, path] of Object.entries(PAGES)) {
    test(`${type}: the first screen at ${width} px matches its reviewed reference`, async ({ engineWindow, videoHosts, engine }) => {
      const w = await engineWindow(width);
      videoHosts.hosts.player = "refuse-autoplay";
      try {
        await w.goto(path);
        await settle(w);
        expect(await w.screenshot()).toMatchSnapshot(`${engine}-${type}-${width}.png`, { maxDiffPixels: MAX_DIFF_PIXELS });
      } finally {
        videoHosts.hosts.player = "ready";
      }
    });
  }
}
