// The hero slider on the homepage: advances every 10 s and wraps, thumbnails
// switch in place and restart the wait, pausable by its control, by hover and by
// focus, still under reduced motion, each change announced. Playwright's clock.
import { expect, type Page, test } from "@playwright/test";
import { installPausedClock } from "../helpers/clock";
import { fakeVideoHosts } from "../helpers/fake-video-hosts";

test.use({ viewport: { width: 1440, height: 900 } });

const slider = (page: Page) => page.locator(".case-study-slider");
const counter = (page: Page) => slider(page).locator(".case-study-slider__counter [aria-hidden]");
const announcement = (page: Page) => slider(page).locator("[aria-live=polite]");

// The clock is paused before the page loads, so the slider's timers start from the same instant
// however long hydration takes on a busy machine.
async function openLive(page: Page) {
  const start = new Date("2026-01-05T09:00:00Z");
  await installPausedClock(page, start);
  await page.goto("/");
  await slider(page).scrollIntoViewIfNeeded();
  await page.mouse.move(2, 2);
}

/** pointer and focus away from the slider, so only the timer moves it */
async function leave(page: Page) {
  await page.mouse.move(2, 2);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

// The still is held at least 5 s and until the player has started; a video that is
// refused, blocked or never ready leaves the still, never an empty panel.
test("the slide's still fades to its video 5 s in once the video is ready, not before", async ({ page }) => {
  await fakeVideoHosts(page, { player: "ready" });
  await openLive(page);
  const media = slider(page).locator(".case-study-slider__media");
  await expect(media.locator("iframe")).toHaveCount(1);
  await page.clock.runFor(4_900);
  await expect(media).not.toHaveAttribute("data-video-shown");
  await page.clock.runFor(200);
  await expect(media).toHaveAttribute("data-video-shown", "");
});

/** The first slide's own still is on screen, whole, until just before the slider moves on. */
async function expectStillKept(page: Page) {
  const media = slider(page).locator(".case-study-slider__media");
  const still = media.locator(".case-study-slider__image");
  for (const step of [5_100, 2_000, 2_700]) {
    await page.clock.runFor(step);
    await expect(counter(page)).toHaveText(/^01 - /);
    await expect(media).not.toHaveAttribute("data-video-shown");
    await expect(still).toHaveCSS("opacity", "1");
  }
}

for (const oembed of [403, 500] as const) {
  test(`a video the oEmbed check refuses (${oembed}) leaves the slide's still, and no player is embedded`, async ({ page }) => {
    const hosts = await fakeVideoHosts(page, { oembed });
    await openLive(page);
    await expect.poll(() => hosts.requests.filter((url) => url.includes("/api/oembed.json")).length).toBeGreaterThan(0);
    await expectStillKept(page);
    await expect(slider(page).locator(".case-study-slider__media iframe")).toHaveCount(0);
    expect(hosts.playerLoads).toBe(0);
  });
}

test("a player that never becomes ready leaves the slide's still", async ({ page }) => {
  const hosts = await fakeVideoHosts(page, { player: "silent" });
  await openLive(page);
  await expect(slider(page).locator(".case-study-slider__media iframe")).toHaveCount(1);
  await expect.poll(() => hosts.playerLoads).toBe(1);
  await expectStillKept(page);
});

test("advances every 10 s, thumbnails switch in place and restart the wait, and it wraps", async ({ page }) => {
  await openLive(page);
  await expect(slider(page).getByRole("button", { name: "Pause slideshow" })).toBeVisible();
  const total = Number((await counter(page).textContent())!.split(" - ")[1]);
  await expect(counter(page)).toHaveText(`01 - ${String(total).padStart(2, "0")}`);
  await page.clock.runFor(9_900);
  await expect(counter(page)).toHaveText(/^01 - /);
  await page.clock.runFor(200);
  await expect(counter(page)).toHaveText(/^02 - /);
  await expect(announcement(page)).toContainText(`Case study 2 of ${total}: `);

  const third = slider(page).locator("button.case-study-slider__thumb").nth(2);
  await third.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(counter(page)).toHaveText(/^03 - /);
  await expect(third).toHaveAttribute("aria-pressed", "true");
  await leave(page);
  await page.clock.runFor(9_900);
  await expect(counter(page)).toHaveText(/^03 - /);
  await page.clock.runFor(200);
  await expect(counter(page)).toHaveText(total > 3 ? /^04 - / : /^01 - /);

  // on through every remaining slide, one interval each, to the last, then round to the first
  const pad = (n: number) => String(n).padStart(2, "0");
  for (let n = 5; n <= total; n += 1) {
    await page.clock.runFor(10_000);
    await expect(counter(page)).toHaveText(`${pad(n)} - ${pad(total)}`);
  }
  if (total > 3) {
    await expect(counter(page)).toHaveText(`${pad(total)} - ${pad(total)}`);
    await page.clock.runFor(10_000);
  }
  await expect(counter(page)).toHaveText(`01 - ${pad(total)}`);
  await expect(announcement(page)).toContainText(`Case study 1 of ${total}: `);
});

test("the pause control, hover and keyboard focus each stop the advance", async ({ page }) => {
  await openLive(page);
  const pause = slider(page).getByRole("button", { name: "Pause slideshow" });
  await pause.click();
  await expect(slider(page).getByRole("button", { name: "Play slideshow" })).toHaveAttribute("aria-pressed", "true");
  await leave(page);
  await page.clock.runFor(25_000);
  await expect(counter(page)).toHaveText(/^01 - /);
  await slider(page).getByRole("button", { name: "Play slideshow" }).click();
  await leave(page);

  await slider(page).locator(".case-study-slider__media").hover();
  await page.clock.runFor(25_000);
  await expect(counter(page)).toHaveText(/^01 - /);
  await leave(page);

  await slider(page)
    .getByRole("link", { name: /View case study/ })
    .focus();
  await page.clock.runFor(25_000);
  await expect(counter(page)).toHaveText(/^01 - /);
  await leave(page);
  await page.clock.runFor(10_100);
  await expect(counter(page)).toHaveText(/^02 - /);
});

test.describe("under reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("never advances by itself, and the thumbnails still switch slides", async ({ page }) => {
    await openLive(page);
    await expect(slider(page).locator("button.case-study-slider__thumb")).toHaveCount(3);
    await page.clock.runFor(40_000);
    await expect(counter(page)).toHaveText(/^01 - /);
    await slider(page).locator("button.case-study-slider__thumb").nth(1).click();
    await expect(counter(page)).toHaveText(/^02 - /);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the thumbnails are links to their case studies", async ({ page }) => {
    await page.goto("/");
    const thumbs = slider(page).locator("a.case-study-slider__thumb");
    await expect(thumbs).toHaveCount(3);
    await expect(thumbs.first()).toHaveAttribute("href", /^\/case-studies\//);
  });
});
