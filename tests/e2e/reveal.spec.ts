// The scroll-in animation (spec 9) in a real browser: hidden and shifted until
// a tenth of the element is on screen, then revealed once over 0.6 s; never
// hidden without JavaScript or for visitors who prefer reduced motion.
import { expect, type Page, test } from "@playwright/test";

const PAGE = "/about";

/** The last element on the page that scrolls in: far below the first screen. */
const lastReveal = (page: Page) => page.locator("[data-reveal]").last();
const state = (page: Page) =>
  lastReveal(page).evaluate((el) => {
    const style = getComputedStyle(el);
    return { revealed: el.hasAttribute("data-revealed"), filter: style.filter, transform: style.transform, duration: style.transitionDuration };
  });

test("content below the screen waits hidden and shifted, then scrolls in once", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(PAGE);
  await expect(page.locator("html")).toHaveClass(/\breveal-armed\b/);
  const before = await state(page);
  expect(before.revealed).toBe(false);
  expect(before.filter).toBe("opacity(0)");
  expect(before.transform).not.toBe("none");
  expect(before.duration.split(", ")).toContain("0.6s");

  await lastReveal(page).scrollIntoViewIfNeeded();
  await expect(lastReveal(page)).toHaveAttribute("data-revealed", "");
  await expect.poll(async () => (await state(page)).filter).toBe("none");
  await expect.poll(async () => (await state(page)).transform).toBe("none");

  // once: scrolling away does not hide it again
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => window.scrollY === 0);
  expect((await state(page)).revealed).toBe(true);
});

test("nothing that is only partly on screen is revealed before a tenth of it shows", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(PAGE);
  const target = lastReveal(page);
  const { top, height } = await target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return { top: box.top + window.scrollY, height: box.height };
  });
  // 5 % of it in view: still waiting
  await page.evaluate((y) => window.scrollTo(0, y), top - 900 + height * 0.05);
  await page.evaluate(() => new Promise((next) => requestAnimationFrame(() => requestAnimationFrame(next))));
  expect(await target.getAttribute("data-revealed")).toBeNull();
  // 20 % in view: revealed
  await page.evaluate((y) => window.scrollTo(0, y), top - 900 + height * 0.2);
  await expect(target).toHaveAttribute("data-revealed", "");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every element is visible where it belongs", async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.locator("html")).not.toHaveClass(/reveal-armed/);
    const hidden = await page
      .locator("[data-reveal]")
      .evaluateAll((els) => els.filter((el) => getComputedStyle(el).filter !== "none" || getComputedStyle(el).transform !== "none").length);
    expect(hidden).toBe(0);
  });
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("nothing is hidden or moved", async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.locator("html")).not.toHaveClass(/reveal-armed/);
    expect(await state(page)).toMatchObject({ revealed: false, filter: "none", transform: "none" });
  });
});
