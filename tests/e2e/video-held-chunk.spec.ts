// A tap on a video's still while the video island's chunk is still on its way (issue 42): the
// inline loader makes the player frame inside that tap, where the island renders it, and the
// island's hydration adopts that very element, so the frame that plays is the one made within
// the visitor's gesture (WebKit lets only that one play with sound). The video hosts are faked
// at the network edge (tests/helpers/fake-video-hosts.ts); the chunk is held by request routing.
import { expect, type Page, test } from "@playwright/test";
import { fakeVideoHosts } from "../helpers/fake-video-hosts";

const CASE_STUDY = "/case-studies/aldridge-homes-show-home-tours";
const PLAYER = "https://player.vimeo.com/video/998877665?dnt=1&autoplay=1";

const frame = (page: Page) => page.locator(".case-study-banner__still");
const island = (page: Page) => page.locator('site-island[data-island="VideoEmbed"]').first();
const player = (page: Page) => frame(page).locator("iframe.video-still__player");

/** Holds the video island's chunk back from its first request until `release` is called. */
async function holdVideoChunk(page: Page): Promise<{ requested: Promise<void>; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  let asked!: () => void;
  const requested = new Promise<void>((done) => (asked = done));
  await page.route(/\/assets\/islands\/VideoEmbed-[^/]*\.js/, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { requested, release };
}

/** Every error and warning the page logs, and every uncaught error. */
function recordConsole(page: Page): string[] {
  const logged: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") logged.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => logged.push(`uncaught: ${error.message}`));
  return logged;
}

/**
 * Opens the case study with the video's chunk held, taps the still, and returns what stood first
 * in the still's box when the click returned (the frame is kept on window.__tapFrame for later).
 */
async function tapWhileChunkHeld(page: Page, width: number) {
  const chunk = await holdVideoChunk(page);
  await page.setViewportSize({ width, height: 900 });
  await page.goto(CASE_STUDY);
  await chunk.requested;
  const made = await frame(page)
    .getByRole("link", { name: /^Watch on Vimeo/ })
    .evaluate((link) => {
      (link as HTMLElement).click();
      const first = link.parentElement!.firstElementChild as HTMLIFrameElement;
      (window as unknown as { __tapFrame: Element }).__tapFrame = first;
      const attributes = Object.fromEntries(first.getAttributeNames().map((name) => [name, first.getAttribute(name)]));
      return { tag: first.localName, attributes, hydrated: link.closest("site-island")!.hasAttribute("data-hydrated") };
    });
  return { made, release: chunk.release };
}

/** Whether the page's player frame is the element the tap made. */
const sameFrameAsTap = (page: Page) => player(page).evaluate((element) => element === (window as unknown as { __tapFrame: Element }).__tapFrame && element.isConnected);

for (const [width, quality] of [
  [1440, "720p"],
  [390, "360p"],
] as const) {
  test(`at ${width} px a tap while the chunk loads makes the ${quality} player frame in the click; hydration adopts it and it plays, one player load, nothing logged`, async ({
    page,
  }) => {
    const hosts = await fakeVideoHosts(page);
    const logged = recordConsole(page);
    const { made, release } = await tapWhileChunkHeld(page, width);
    expect(made).toEqual({
      tag: "iframe",
      // exactly what the island renders, so hydration finds nothing to change
      attributes: {
        class: "video-still__player",
        src: PLAYER.replace("dnt=1&", `dnt=1&quality=${quality}&`),
        title: expect.stringMatching(/\(Vimeo player\)$/),
        allow: "autoplay; fullscreen; picture-in-picture",
      },
      hydrated: false,
    });
    release();
    await expect(island(page)).toHaveAttribute("data-hydrated", "");
    await expect(frame(page)).toHaveAttribute("data-video-status", "playing");
    expect(await sameFrameAsTap(page)).toBe(true);
    await expect(player(page)).toHaveAttribute("data-ready", "true"); // set by @vimeo/player on the fake's ready message
    await expect(player(page)).toHaveCount(1);
    expect(hosts.playerLoads).toBe(1);
    expect(logged).toEqual([]);
  });
}

test("a tap while the chunk loads, then an oEmbed 403: the frame made in the tap goes and the validation message shows", async ({ page }) => {
  const hosts = await fakeVideoHosts(page, { oembed: 403 });
  const { made, release } = await tapWhileChunkHeld(page, 1440);
  expect(made.tag).toBe("iframe");
  release();
  const alert = frame(page).getByRole("alert");
  await expect(alert).toHaveText(/Video 998877665 validation failed - video may not be embeddable/);
  await expect(player(page)).toHaveCount(0);
  await expect(frame(page).locator(".video-still__image").first()).toBeVisible();
  expect(hosts.requests.some((url) => url.includes("/api/oembed.json"))).toBe(true);
});
