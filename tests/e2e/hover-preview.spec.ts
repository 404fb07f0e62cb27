// Hover previews on case-study cards: a muted looping preview that replaces the
// thumbnail at least 2 s into the hover once it plays, never before it plays (a
// refused, failed or silent one leaves the thumbnail); only on wide screens with a
// fine pointer, never on touch screens or under reduced motion. The video hosts
// are faked at the network edge (the real @vimeo/player talks to the fake player);
// every timing runs on Playwright's clock.
import { expect, type Page, test } from "@playwright/test";
import { pauseClock } from "../helpers/clock";
import { type FakeVideoHosts, fakeVideoHosts } from "../helpers/fake-video-hosts";

/** The player pages asked for (the oEmbed checks are not players). */
const players = (hosts: FakeVideoHosts) => hosts.requests.filter((url) => url.startsWith("https://player.vimeo.com/"));

const firstRow = (page: Page) => page.locator(".case-study-results__row").first();
const layer = (page: Page) => firstRow(page).locator(".hover-preview__layer");

async function hoverFirstRow(page: Page) {
  await firstRow(page).locator(".case-study-card__link").hover();
  await expect(layer(page)).toHaveCount(1);
}

test.describe("on a wide screen with a mouse", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the preview (Vimeo's background player) shows 2 s into the hover once playing, not before", async ({ page }) => {
    const hosts = await fakeVideoHosts(page);
    await page.clock.install();
    await page.goto("/case-studies/");
    await pauseClock(page, 1_000);
    expect(hosts.requests).toEqual([]);
    await hoverFirstRow(page);
    const src = await layer(page).locator("iframe").getAttribute("src");
    expect(src).toMatch(/^https:\/\/player\.vimeo\.com\/video\/\d+\?.*background=1/);
    expect(src).toContain("dnt=1");
    await expect.poll(() => players(hosts).length).toBe(1);
    await page.clock.runFor(1_900);
    await expect(layer(page)).not.toHaveAttribute("data-shown");
    await page.clock.runFor(200);
    await expect(layer(page)).toHaveAttribute("data-shown", "");
    // leaving the card removes the preview
    await page.mouse.move(5, 5);
    await expect(layer(page)).toHaveCount(0);
  });

  /** The hovered row's thumbnail stays in view: the preview layer never covers it while the hover lasts. */
  async function expectThumbnailKept(page: Page) {
    for (const step of [2_100, 1_000, 5_000]) {
      await page.clock.runFor(step);
      await expect(layer(page)).not.toHaveAttribute("data-shown");
      await expect(layer(page)).toHaveCSS("opacity", "0");
    }
  }

  test("a player that never becomes ready leaves the thumbnail, at 3 s and long after", async ({ page }) => {
    const hosts = await fakeVideoHosts(page, { player: "silent" });
    await page.clock.install();
    await page.goto("/case-studies/");
    await pauseClock(page, 1_000);
    await hoverFirstRow(page);
    await expect.poll(() => hosts.playerLoads).toBe(1);
    await expectThumbnailKept(page);
  });

  for (const oembed of [403, 500] as const) {
    test(`a video the oEmbed check refuses (${oembed}) is never embedded and leaves the thumbnail`, async ({ page }) => {
      const hosts = await fakeVideoHosts(page, { oembed });
      await page.clock.install();
      await page.goto("/case-studies/");
      await pauseClock(page, 1_000);
      await hoverFirstRow(page);
      await expect.poll(() => hosts.requests.filter((url) => url.includes("/api/oembed.json")).length).toBe(1);
      await expectThumbnailKept(page);
      await expect(layer(page).locator("iframe")).toHaveCount(0);
      expect(hosts.playerLoads).toBe(0);
    });
  }

  test("a case study with an uploaded video previews it in a plain muted, looping <video>; one that fails leaves the thumbnail", async ({ page }) => {
    await page.route(/\.mp4$/, (route) => route.fulfill({ status: 404, body: "" }));
    await page.clock.install();
    await page.goto("/case-studies/");
    await pauseClock(page, 1_000);
    const row = page.locator(".case-study-results__row", { hasText: "Tandem" }).filter({ has: page.locator('a[href$="/tandem-bikes-launch-social"]') });
    await row.locator(".case-study-card__link").hover();
    const video = row.locator("video.hover-preview__video");
    await expect(video).toHaveCount(1);
    expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.src.endsWith(".mp4")])).toEqual([true, true, true]);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.error?.code ?? null)).not.toBeNull();
    await page.clock.runFor(3_100);
    await expect(row.locator(".hover-preview__layer")).not.toHaveAttribute("data-shown");
  });

  test("an uploaded preview that plays covers the thumbnail 2 s into the hover, not before", async ({ page }) => {
    await page.clock.install();
    await page.goto("/case-studies/");
    await pauseClock(page, 1_000);
    const row = page.locator(".case-study-results__row").filter({ has: page.locator('a[href$="/tandem-bikes-launch-social"]') });
    await row.locator(".case-study-card__link").hover();
    const video = row.locator("video.hover-preview__video");
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.readyState >= 2)).toBe(true);
    const tandemLayer = row.locator(".hover-preview__layer");
    await page.clock.runFor(1_900);
    await expect(tandemLayer).not.toHaveAttribute("data-shown");
    await page.clock.runFor(200);
    await expect(tandemLayer).toHaveAttribute("data-shown", "");
  });

  test.describe("under reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("nothing loads", async ({ page }) => {
      const { requests } = await fakeVideoHosts(page);
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

  test("the next-case-study card previews its case study's video 2 s into the hover once playing, and drops it on leaving", async ({ page }) => {
    const { requests } = await fakeVideoHosts(page);
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
    await fakeVideoHosts(page);
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
    const { requests } = await fakeVideoHosts(page);
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
    const { requests } = await fakeVideoHosts(page);
    await page.goto("/case-studies/");
    await firstRow(page)
      .locator(".case-study-card__media")
      .evaluate((el) => el.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "touch" })));
    await page.waitForLoadState("networkidle");
    await expect(layer(page)).toHaveCount(0);
    expect(requests).toEqual([]);
  });
});
