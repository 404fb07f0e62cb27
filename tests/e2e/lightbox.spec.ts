// The lightbox, by keyboard only: the feature block's media opens its video in
// a modal dialog that fades in after 10 ms, keeps Tab inside, locks the page,
// and closes with a 300 ms exit, giving focus back to the media without scrolling.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { pauseClock } from "../helpers/clock";
import { fakeVideoHosts } from "../helpers/fake-video-hosts";

const PAGE = "/how-we-work";
const media = (page: Page) => page.locator(".feature-block__media a.video-still__link");
const dialog = (page: Page) => page.locator("dialog.lightbox");

/** Focuses the feature block's media (or another target) from the keyboard: Tab until it has focus. */
async function tabToMedia(page: Page, target: Locator = media(page)) {
  for (let i = 0; i < 80; i += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error("Tab never reached the media");
}

/**
 * Makes the page scroll at once rather than smoothly: then Tab's scroll is over when the key press is,
 * and a scroll the lightbox caused on closing would show in full at once, not a frame or two into it.
 */
async function instantScrolling(page: Page) {
  await page.addStyleTag({ content: "html { scroll-behavior: auto !important; }" });
}

test.beforeEach(async ({ page }) => {
  await fakeVideoHosts(page);
  await page.setViewportSize({ width: 1440, height: 900 });
});

test("Enter opens the video in a modal dialog that fades in after 10 ms and plays", async ({ page }) => {
  await page.clock.install();
  await page.goto(PAGE);
  await tabToMedia(page);
  await pauseClock(page);
  await page.keyboard.press("Enter");
  await expect(dialog(page)).toBeVisible();
  expect(await dialog(page).evaluate((el) => el.matches(":modal"))).toBe(true); // the rest of the page is inert
  await expect(dialog(page)).not.toHaveClass(/lightbox--shown/);
  await page.clock.runFor(10);
  await expect(dialog(page)).toHaveClass(/lightbox--shown/);
  await expect(dialog(page)).toHaveClass(/lightbox--video/);
  await expect(page.getByRole("button", { name: "Close" })).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
  await expect(dialog(page).locator(".video-still")).toHaveAttribute("data-video-status", "playing");
});

test("Tab stays inside; Escape closes after the 300 ms exit and focus returns to the media without scrolling", async ({ page }) => {
  await page.clock.install();
  await page.goto(PAGE);
  await instantScrolling(page);
  await tabToMedia(page);
  await page.keyboard.press("Enter");
  await expect(dialog(page).locator(".video-still")).toHaveAttribute("data-video-status", "playing");
  await pauseClock(page);
  const scrollY = await page.evaluate(() => window.scrollY);
  for (const key of ["Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
    await page.keyboard.press(key);
    expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog(page)).not.toHaveClass(/lightbox--shown/);
  await expect(dialog(page)).toBeVisible();
  await page.clock.runFor(300);
  await expect(dialog(page)).toHaveCount(0);
  await expect(media(page)).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("");
});

test("the close button and a click on the backdrop close it", async ({ page }) => {
  await page.goto(PAGE);
  await tabToMedia(page);
  await page.keyboard.press("Enter");
  await expect(dialog(page)).toHaveClass(/lightbox--shown/);
  await page.keyboard.press("Enter"); // the close button has focus
  await expect(dialog(page)).toHaveCount(0);
  await expect(media(page)).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog(page)).toHaveClass(/lightbox--shown/);
  await page.mouse.click(10, 10);
  await expect(dialog(page)).toHaveCount(0);
});

test("the video lightbox is at most 125vh wide", async ({ page }) => {
  await page.setViewportSize({ width: 1900, height: 700 });
  await page.goto(PAGE);
  await tabToMedia(page);
  await page.keyboard.press("Enter");
  await expect(dialog(page)).toHaveClass(/lightbox--shown/);
  // layout width, unaffected by the entry scale
  const width = await dialog(page)
    .locator(".lightbox__content")
    .evaluate((el) => (el as HTMLElement).offsetWidth);
  expect(width).toBe(700 * 1.25);
});

test("under reduced motion it closes at once", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  await page.goto(PAGE);
  await tabToMedia(page);
  await page.keyboard.press("Enter");
  await page.clock.runFor(10);
  await expect(dialog(page)).toHaveClass(/lightbox--shown/);
  await page.keyboard.press("Escape");
  await page.clock.runFor(0);
  await expect(dialog(page)).toHaveCount(0);
});

test("axe finds nothing with the lightbox open and its player playing, nor beside a playing inline player", async ({ page }) => {
  await page.goto(PAGE);
  const inline = page.locator(".image-block__frame .video-still");
  await inline.scrollIntoViewIfNeeded();
  await inline.locator("a.video-still__link").click();
  await expect(inline).toHaveAttribute("data-video-status", "playing");
  await tabToMedia(page);
  await page.keyboard.press("Enter");
  await expect(dialog(page).locator(".video-still")).toHaveAttribute("data-video-status", "playing");
  await expect(dialog(page)).toHaveClass(/lightbox--shown/);
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});

test("a gallery image opens larger in the image lightbox, at most 600 px wide, and Escape gives focus back", async ({ page }) => {
  await page.goto("/about");
  const image = page.locator(".gallery-grid a.video-still__link").first();
  await tabToMedia(page, image);
  await page.keyboard.press("Enter");
  await expect(dialog(page)).toHaveClass(/lightbox--shown/);
  await expect(dialog(page)).toHaveClass(/lightbox--image/);
  await expect(dialog(page).locator("img.lightbox__image")).toBeVisible();
  // layout width, unaffected by the entry scale
  const width = await dialog(page)
    .locator(".lightbox__content")
    .evaluate((el) => (el as HTMLElement).offsetWidth);
  expect(width).toBe(600);
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
  await expect(image).toBeFocused();
});

test("a tap on an awake video still makes the lightbox's player frame within the click; it plays, one player load", async ({ page }) => {
  const hosts = await fakeVideoHosts(page);
  await page.goto(PAGE);
  const island = media(page).locator("xpath=ancestor::site-island");
  await media(page).evaluate((link) => link.dispatchEvent(new FocusEvent("focusin", { bubbles: true })));
  await expect(island).toHaveAttribute("data-hydrated", "");
  const madeInClick = await media(page).evaluate((link) => {
    (link as HTMLElement).click();
    return document.querySelector("dialog.lightbox iframe.video-still__player")?.getAttribute("allow") ?? null;
  });
  expect(madeInClick).toBe("autoplay; fullscreen; picture-in-picture");
  await expect(dialog(page).locator(".video-still")).toHaveAttribute("data-video-status", "playing");
  expect(hosts.playerLoads).toBe(1);
});
