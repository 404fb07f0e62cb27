// The service video grows from an inset card to the window's edges as it
// scrolls into view (a scroll-driven clip-path, so nothing around it moves),
// and stays full and still under reduced motion.
import { expect, type Page, test } from "@playwright/test";

test.use({ viewport: { width: 1440, height: 900 } });

const still = (page: Page) => page.locator(".service-video .service-video__still");
const clip = (page: Page) => still(page).evaluate((el) => getComputedStyle(el).clipPath);
/** scrolls so the still's top sits this far down the viewport */
async function placeTop(page: Page, fraction: number) {
  await still(page).evaluate((el, f) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - innerHeight * f), fraction);
}

test("is inset as it enters the viewport and full width once it covers it, without moving its box", async ({ page }) => {
  await page.goto("/services/live-action-filming");
  await placeTop(page, 0.95);
  await expect.poll(() => clip(page)).toMatch(/^inset\((?!0(%|px)[ )])/);
  const entering = await still(page).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return { x: box.x, width: box.width, height: box.height };
  });
  await placeTop(page, 0.05);
  await expect.poll(() => clip(page)).toMatch(/^inset\(0(%|px) (calc\(0px \+ \(0 \* |0)/);
  const covering = await still(page).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return { x: box.x, width: box.width, height: box.height };
  });
  // only the clip changes: the box (and so the layout around it) stays the same
  expect(covering).toEqual(entering);
});

test.describe("under reduced motion", () => {
  test.use({ colorScheme: "light", reducedMotion: "reduce" });

  test("stays full width with no animation", async ({ page }) => {
    await page.goto("/services/live-action-filming");
    await placeTop(page, 0.95);
    expect(await still(page).evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    expect(await clip(page)).toBe("none");
  });
});
