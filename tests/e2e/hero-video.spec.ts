// The home hero's background loop: it plays muted from plain HTML, its pause
// button works by pointer and keyboard and downloads nothing until reached for,
// and a visitor who prefers reduced motion gets the still alone.
import { expect, type Page, test } from "@playwright/test";

const hydrated = (page: Page) => page.locator('site-island[data-island="VideoPauseButton"][data-hydrated]');
const isPlaying = (page: Page) => page.locator(".hero-banner__video").evaluate((v: HTMLVideoElement) => !v.paused && v.readyState >= 2);

test("the loop plays and pauses by pointer, with no script until the button is reached", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const chunks: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("VideoPauseButton")) chunks.push(request.url());
  });
  await page.goto("/");
  await expect.poll(() => isPlaying(page)).toBe(true);
  expect(chunks).toEqual([]);
  const button = page.getByRole("button", { name: "Pause background video" });
  await button.hover();
  await expect(hydrated(page)).toHaveCount(1);
  expect(chunks.length).toBeGreaterThan(0);
  await button.click();
  await expect(page.getByRole("button", { name: "Play background video" })).toBeVisible();
  expect(await isPlaying(page)).toBe(false);
  await page.getByRole("button", { name: "Play background video" }).click();
  await expect(page.getByRole("button", { name: "Pause background video" })).toBeVisible();
  await expect.poll(() => isPlaying(page)).toBe(true);
});

test("the pause button works from the keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  await expect.poll(() => isPlaying(page)).toBe(true);
  const button = page.getByRole("button", { name: "Pause background video" });
  await button.focus();
  await expect(button).toBeFocused();
  // focus is the keyboard's way of reaching for it: the island hydrates, then Enter toggles
  await expect(hydrated(page)).toHaveCount(1);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Play background video" })).toBeFocused();
  expect(await isPlaying(page)).toBe(false);
});

test("reduced motion shows the still alone: no video download and no button", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce", viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const videos: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".mp4")) videos.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(videos).toEqual([]);
  await expect(page.locator(".hero-banner__video")).toBeHidden();
  await expect(page.locator(".video-pause-button")).toBeHidden();
  await expect(page.locator(".hero-banner__image")).toBeVisible();
  await context.close();
});

test("a loop that cannot load leaves the still: the hero draws the same as with no video at all", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.route(/\.mp4$/, (route) => route.fulfill({ status: 403, body: "" }));
  await page.goto("/");
  const video = page.locator(".hero-banner__video");
  // a <video> whose only <source> failed has no source left to try
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.networkState)).toBe(3);
  await expect(page.locator(".hero-banner__image")).toBeVisible();
  const media = page.locator(".hero-banner__media");
  const withVideo = await media.screenshot({ animations: "disabled" });
  await video.evaluate((v) => v.remove());
  const withoutVideo = await media.screenshot({ animations: "disabled" });
  expect(withVideo.equals(withoutVideo)).toBe(true);
});
