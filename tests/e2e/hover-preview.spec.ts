// Hover previews on case-study cards: a muted looping preview that replaces the
// thumbnail after at least 2 s once loaded, or at 3 s regardless; only on wide
// screens with a fine pointer, never on touch screens or under reduced motion.
// The video host is faked at the network edge; every timing runs on Playwright's clock.
import { expect, type Page, type Route, test } from "@playwright/test";
import { pauseClock } from "../helpers/clock";

const PLAYER = /^https:\/\/player\.vimeo\.com\//;

/** The fake player: answers at once, or never (its request held open). */
async function fakePlayer(page: Page, answer: "load" | "hang") {
  const requests: string[] = [];
  const held: Route[] = [];
  await page.route(PLAYER, (route) => {
    requests.push(route.request().url());
    if (answer === "hang") return void held.push(route);
    return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Fake player</title><body style='background:#234'>" });
  });
  return requests;
}

const firstRow = (page: Page) => page.locator(".case-study-results__row").first();
const layer = (page: Page) => firstRow(page).locator(".hover-preview__layer");

async function hoverFirstRow(page: Page) {
  await firstRow(page).locator(".case-study-card__link").hover();
  await expect(layer(page)).toHaveCount(1);
}

test.describe("on a wide screen with a mouse", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the preview (Vimeo's background player) shows 2 s into the hover once loaded, not before", async ({ page }) => {
    const requests = await fakePlayer(page, "load");
    await page.clock.install();
    await page.goto("/case-studies/");
    await pauseClock(page, 1_000);
    expect(requests).toEqual([]);
    await hoverFirstRow(page);
    const src = await layer(page).locator("iframe").getAttribute("src");
    expect(src).toMatch(/^https:\/\/player\.vimeo\.com\/video\/\d+\?.*background=1/);
    expect(src).toContain("dnt=1");
    await expect.poll(() => requests.length).toBe(1);
    await page.clock.runFor(1_900);
    await expect(layer(page)).not.toHaveAttribute("data-shown");
    await page.clock.runFor(200);
    await expect(layer(page)).toHaveAttribute("data-shown", "");
    // leaving the card removes the preview
    await page.mouse.move(5, 5);
    await expect(layer(page)).toHaveCount(0);
  });

  test("a preview that never loads still shows at 3 s, not at 2 s", async ({ page }) => {
    await fakePlayer(page, "hang");
    await page.clock.install();
    await page.goto("/case-studies/");
    await pauseClock(page, 1_000);
    await hoverFirstRow(page);
    await page.clock.runFor(2_500);
    await expect(layer(page)).not.toHaveAttribute("data-shown");
    await page.clock.runFor(500);
    await expect(layer(page)).toHaveAttribute("data-shown", "");
  });

  test("a case study with an uploaded video previews it in a plain muted, looping <video>", async ({ page }) => {
    await page.route(/\.mp4$/, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/case-studies/");
    const row = page.locator(".case-study-results__row", { hasText: "Tandem" }).filter({ has: page.locator('a[href$="/tandem-bikes-launch-social"]') });
    await row.locator(".case-study-card__link").hover();
    const video = row.locator("video.hover-preview__video");
    await expect(video).toHaveCount(1);
    expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.src.endsWith(".mp4")])).toEqual([true, true, true]);
  });

  test.describe("under reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("nothing loads", async ({ page }) => {
      const requests = await fakePlayer(page, "load");
      await page.goto("/case-studies/");
      await firstRow(page).locator(".case-study-card__link").hover();
      await expect(firstRow(page).locator(".hover-preview")).toHaveCount(1);
      await page.waitForLoadState("networkidle");
      await expect(layer(page)).toHaveCount(0);
      expect(requests).toEqual([]);
    });
  });
});

test.describe("the next-case-study card and a taxonomy page's cards, wide screen with a mouse", () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  const NEXT_CARD_PAGE = "/case-studies/apex-flood-defence-progress"; // its next case study has a Vimeo video
  const backgroundPlayers = (requests: string[]) => requests.filter((url) => url.includes("background=1"));

  test("the next-case-study card previews its case study's video 2 s into the hover once loaded, and drops it on leaving", async ({ page }) => {
    const requests = await fakePlayer(page, "load");
    await page.clock.install();
    await page.goto(NEXT_CARD_PAGE);
    await pauseClock(page, 1_000);
    const card = page.locator(".next-case-study__card");
    const nextLayer = card.locator(".hover-preview__layer");
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator("xpath=ancestor::site-island")).toHaveAttribute("data-island", "HoverPreview");
    expect(backgroundPlayers(requests)).toEqual([]);
    await card.locator(".next-case-study__title").hover();
    await expect(nextLayer).toHaveCount(1);
    const src = await nextLayer.locator("iframe").getAttribute("src");
    expect(src).toMatch(/^https:\/\/player\.vimeo\.com\/video\/\d+\?.*background=1/);
    await expect.poll(() => backgroundPlayers(requests).length).toBe(1);
    await page.clock.runFor(1_900);
    await expect(nextLayer).not.toHaveAttribute("data-shown");
    await page.clock.runFor(200);
    await expect(nextLayer).toHaveAttribute("data-shown", "");
    // the preview sits over the still, inside the card's media box
    const [media, layerBox] = await Promise.all([card.locator(".next-case-study__media").boundingBox(), nextLayer.boundingBox()]);
    expect(layerBox).toEqual(media);
    // the card is still one link to the next case study
    await expect(card).toHaveAttribute("href", /^\/case-studies\/[\w-]+$/);
    await page.mouse.move(5, 5);
    await expect(nextLayer).toHaveCount(0);
  });

  test("a video type's case-study cards preview on hover too", async ({ page }) => {
    await fakePlayer(page, "load");
    await page.route(/\.mp4$/, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/video-types/brand/");
    const card = page.locator('site-island[data-island="HoverPreview"] .case-study-card').first();
    await expect(card.locator(".hover-preview__layer")).toHaveCount(0);
    await card.locator(".case-study-card__link").hover();
    await expect(card.locator(".hover-preview__layer .hover-preview__video")).toHaveCount(1);
  });
});

test.describe("on a 1300 px window", () => {
  test.use({ viewport: { width: 1300, height: 900 } });

  test("nothing loads on hover", async ({ page }) => {
    const requests = await fakePlayer(page, "load");
    await page.goto("/case-studies/");
    await firstRow(page).locator(".case-study-card__link").hover();
    await page.waitForLoadState("networkidle");
    await expect(layer(page)).toHaveCount(0);
    expect(requests).toEqual([]);
  });
});

test.describe("on a touch screen", () => {
  test.use({ viewport: { width: 1440, height: 900 }, hasTouch: true, isMobile: true });

  test("a tap loads no preview", async ({ page }) => {
    const requests = await fakePlayer(page, "load");
    await page.goto("/case-studies/");
    await firstRow(page)
      .locator(".case-study-card__media")
      .evaluate((el) => el.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "touch" })));
    await page.waitForLoadState("networkidle");
    await expect(layer(page)).toHaveCount(0);
    expect(requests).toEqual([]);
  });
});
