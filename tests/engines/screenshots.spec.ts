// Each page type's first screen at 390 and 1440 px in WebKit and in Firefox, against reviewed
// references of that engine (tests/engines/__screenshots__/<engine>-<page>-<width>.png; update
// with --update-snapshots and look at each before committing). Still and repeatable without a
// page clock (WebDriver has none): the video hosts' fake refuses autoplay, so every still stays;
// the slider is paused on its first slide; every animation and image has finished, and two
// screenshots in a row are the same.
import sharp from "sharp";
import { PAGES } from "../helpers/page-type-paths";
import { expect, test } from "./engine-fixtures";
import type { EngineWindow } from "./engine-window";

/** A few pixels of antialiasing may differ from run to run, as in tests/visual. */
const MAX_DIFF_PIXELS = 40;
const MAX_SCREENSHOTS = 30;
const OVERLAY_SCROLLBAR_PX = 12;

/** Waits for the fonts, the images in view, the reveals in view and every animation, then holds the slider on slide 1. */
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
        // a block that reveals itself (src/layouts' reveal script) is hidden until its observer has seen it in view:
        // two identical screenshots can come before that, so each one well in view must have been revealed
        const unrevealed = Array.from(document.querySelectorAll("html.reveal-armed [data-reveal]:not([data-revealed])")).filter((el) => {
          const box = el.getBoundingClientRect();
          const shown = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
          return box.height > 0 && shown >= Math.min(box.height * 0.25, innerHeight * 0.25);
        });
        return inView.every((img) => img.complete) && running.length === 0 && unrevealed.length === 0;
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

/** A spinner or shimmer never ends: each is held at its start, so every capture shows the same frame. */
function freezeEndlessAnimations() {
  for (const animation of document.getAnimations()) {
    if (animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY) continue;
    animation.pause();
    animation.currentTime = 0;
  }
}

/**
 * A background film (the home page's hero) is paused and hidden, so the still beneath it shows: whether
 * WebKitGTK paints a paused film's frame or nothing over the still varied from run to run (both
 * steady over two captures), and the page's layout and text over the hero are what is compared.
 */
function hideFilms() {
  for (const video of Array.from(document.querySelectorAll("video"))) {
    video.pause();
    video.style.visibility = "hidden";
  }
}

/**
 * WebKitGTK draws its overlay scrollbar over the page's right edge on a load and fades it at its
 * own pace, and no style of the page's hides it: the strip it takes is left out of WebKit's
 * captures (the page's own gutter is wider). Firefox's scrollbar is part of its layout and steady.
 */
async function withoutOverlayScrollbar(png: Buffer): Promise<Buffer> {
  const image = sharp(png);
  const { width, height } = await image.metadata();
  return image
    .extract({ left: 0, top: 0, width: width - OVERLAY_SCROLLBAR_PX, height })
    .png()
    .toBuffer();
}

/**
 * The first of two screenshots in a row that are the same, as Playwright's toHaveScreenshot takes
 * them: what the settling above cannot see (a reveal whose transition starts after the check, an
 * image still being decoded) is over by then, however long this machine takes (WebKit's overlay
 * scrollbar, which fades at its own pace, is cut off above instead).
 */
async function stillScreenshot(w: EngineWindow): Promise<Buffer> {
  const take = async () => {
    await w.evaluate(freezeEndlessAnimations);
    await w.evaluate(hideFilms);
    return w.engine === "webkit" ? withoutOverlayScrollbar(await w.screenshot()) : w.screenshot();
  };
  let previous = await take();
  for (let taken = 1; taken < MAX_SCREENSHOTS; taken++) {
    const next = await take();
    if (next.equals(previous)) return next;
    previous = next;
  }
  throw new Error(`the page was still changing after ${MAX_SCREENSHOTS} screenshots`);
}

for (const width of [390, 1440]) {
  for (const [type, path] of Object.entries(PAGES)) {
    test(`${type}: the first screen at ${width} px matches its reviewed reference`, async ({ engineWindow, videoHosts, engine }) => {
      const w = await engineWindow(width);
      videoHosts.hosts.player = "refuse-autoplay";
      try {
        await w.goto(path);
        await settle(w);
        expect(await stillScreenshot(w)).toMatchSnapshot(`${engine}-${type}-${width}.png`, { maxDiffPixels: MAX_DIFF_PIXELS });
      } finally {
        videoHosts.hosts.player = "ready";
      }
    });
  }
}
