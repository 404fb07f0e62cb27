// What visitors see, checked by pixels (issue 25: broken brand marks passed every test).
// Each brand mark, in the footer and the share row (before and after the row wakes, and in
// forced colours), must look like its own brand's drawing and no other (mark-pixels.ts).
// Every page type at 390, 768 and 1440 px: its first screen and its last (the footer) must match the
// reviewed reference images in tests/visual/__screenshots__/ (regenerate them with
// npm run test:visual -- --update-snapshots, then look at each one before committing).
// Still and repeatable: reduced motion, animations disabled, video hosts faked, and the
// page's clock paused before it loads, so the slider and every timer stay put.
import { expect, type Page, test } from "@playwright/test";
import { installPausedClock } from "../helpers/clock";
import { fakeVideoHosts } from "../helpers/fake-video-hosts";
import { marksSeen } from "../helpers/mark-pixels";
import { PAGES } from "../helpers/page-type-paths";

/** Each width with a screen height a visitor might have at it. */
const SCREENS: Record<number, number> = { 390: 844, 768: 1024, 1440: 900 };

/** A few pixels of antialiasing may differ from run to run; a misdrawn 16 px mark alone changes more. */
const SHOT = { animations: "disabled", caret: "hide", maxDiffPixels: 40 } as const;

const FOOTER_MARKS = ["instagram looks like instagram", "linkedin looks like linkedin", "vimeo looks like vimeo"];
const SHARE_MARKS = [
  "twitter looks like twitter",
  "facebook looks like facebook",
  "whatsapp looks like whatsapp",
  "linkedin looks like linkedin",
  "instagram looks like instagram",
];

/** Opens `url` with the video hosts faked and the clock paused, once its fonts and the images in view have loaded. */
async function open(page: Page, url: string) {
  await fakeVideoHosts(page);
  const start = new Date("2026-01-05T09:00:00Z");
  await installPausedClock(page, start);
  await page.goto(url);
  await settle(page);
}

/** Waits for the network, the fonts and every image in view (events only: the page's timers are paused). */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = Array.from(document.images).filter((img) => {
      const box = img.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.width > 0;
    });
    await Promise.all(inView.map((img) => img.decode().catch(() => undefined)));
  });
}

/** Scrolls to the page's end as a visitor would land there: the footer, laid out only near the viewport, may change the page's height once drawn. */
async function scrollToEnd(page: Page) {
  const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
  let height: number;
  do {
    height = await pageHeight();
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), height);
    await settle(page);
  } while (height !== (await pageHeight()));
}

test.use({ reducedMotion: "reduce" });

// the brand marks first: the longest tests here, so that none of them is the run's last
test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, permissions: ["clipboard-read", "clipboard-write"] });

  test("each brand mark of an article's share row and footer draws its own brand, before and after the row wakes", async ({ page }) => {
    await page.goto(PAGES.article!);
    await expect.poll(() => marksSeen(page.locator(".site-footer__social"))).toEqual(FOOTER_MARKS);
    await expect.poll(() => marksSeen(page.locator(".share"))).toEqual(SHARE_MARKS);

    await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
    await page.getByRole("button", { name: "Share or copy link" }).tap();
    await expect(page.getByRole("status").filter({ hasText: "Copied to clipboard" })).toBeVisible();
    await expect.poll(() => marksSeen(page.locator(".share"))).toEqual(SHARE_MARKS);
  });
});

test("each brand mark of a case study draws its own brand at 1440 px, and in forced colours", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(PAGES["case-study"]!);
  await expect.poll(() => marksSeen(page.locator(".share"))).toEqual(SHARE_MARKS);
  await expect.poll(() => marksSeen(page.locator(".site-footer__social"))).toEqual(FOOTER_MARKS);

  await page.emulateMedia({ forcedColors: "active" });
  await expect.poll(() => marksSeen(page.locator(".share"))).toEqual(SHARE_MARKS);
  await expect.poll(() => marksSeen(page.locator(".site-footer__social"))).toEqual(FOOTER_MARKS);
});

for (const [name, url] of Object.entries(PAGES)) {
  for (const [width, height] of Object.entries(SCREENS)) {
    test(`${name} at ${width} px: first and last screens`, async ({ page }) => {
      await page.setViewportSize({ width: Number(width), height });
      await open(page, url);
      await expect(page).toHaveScreenshot(`${name}-${width}-top.png`, SHOT);
      await scrollToEnd(page);
      await expect(page).toHaveScreenshot(`${name}-${width}-end.png`, SHOT);
    });
  }
}
