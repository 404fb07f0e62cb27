// When the video island wakes, and what happens when its chunk cannot load.
import { expect, type Page, test } from "@playwright/test";
import { fakeVideoHosts } from "../helpers/fake-video-hosts";

const PAGE = "/how-we-work"; // a feature block's video and an image-video block, below the fold
const CASE_STUDY = "/case-studies/aldridge-homes-show-home-tours";

function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}
const islandScripts = (urls: string[]) => urls.filter((url) => new URL(url).pathname.startsWith("/assets/islands/"));

/** PAGE at `width`, settled, and its image-video block's island (which plays in place). */
async function openInlineVideo(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(PAGE);
  await page.waitForLoadState("networkidle");
  return page.locator('site-island[data-island="VideoEmbed"]:has(.video-still--inline)').first();
}

for (const width of [390, 1440]) {
  test(`at ${width} px nothing is asked of a video host, and no island script loads, until a video comes within 100 px`, async ({ page }) => {
    const hosts = await fakeVideoHosts(page);
    const requests = recordRequests(page);
    const video = await openInlineVideo(page, width);
    const top = await video.evaluate((el) => (el.firstElementChild as HTMLElement).getBoundingClientRect().top);
    expect(top).toBeGreaterThan(800 + 100);
    expect(hosts.requests).toEqual([]);
    // narrow windows load the mobile menu's island on its own media trigger; no video chunk either way
    expect(islandScripts(requests).filter((url) => width > 1023 || url.includes("VideoEmbed"))).toEqual([]);

    await page.evaluate((y) => window.scrollBy(0, y - 800 - 50), top);
    await expect(video).toHaveAttribute("data-hydrated", "");
    await expect.poll(() => hosts.requests.filter((url) => url.includes("oembed")).length).toBe(1);
    expect(islandScripts(requests).length).toBeGreaterThan(0);
  });
}

test("focus wakes a video before it is near the viewport", async ({ page }) => {
  const hosts = await fakeVideoHosts(page);
  const video = await openInlineVideo(page, 1440);
  await video.locator("a").evaluate((link) => link.dispatchEvent(new FocusEvent("focusin", { bubbles: true })));
  await expect(video).toHaveAttribute("data-hydrated", "");
  await expect.poll(() => hosts.requests.some((url) => url.includes("oembed"))).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("hovering wakes a video before it is near the viewport", async ({ page }) => {
  const hosts = await fakeVideoHosts(page);
  const video = await openInlineVideo(page, 1440);
  const top = await video.evaluate((el) => (el.firstElementChild as HTMLElement).getBoundingClientRect().top);
  expect(top).toBeGreaterThan(800 + 100);
  await expect(video).not.toHaveAttribute("data-hydrated");
  expect(hosts.requests).toEqual([]);
  // the still is out of view, so a real mouse cannot reach it without scrolling (which would wake it anyway)
  await video.locator("a").evaluate((link) => link.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse" })));
  await expect(video).toHaveAttribute("data-hydrated", "");
  await expect.poll(() => hosts.requests.some((url) => url.includes("oembed"))).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("a chunk that fails is asked for once more; if that fails too, the held click still opens the video's page", async ({ page, context }) => {
  await fakeVideoHosts(context);
  let clicked!: () => void;
  const click = new Promise<void>((resolve) => (clicked = resolve));
  const chunkRequests: string[] = [];
  await page.route(/\/assets\/islands\/VideoEmbed-[^/]*\.js/, async (route) => {
    chunkRequests.push(route.request().url());
    if (chunkRequests.length === 1) await click; // hold the first import until the visitor has clicked
    await route.abort("failed");
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(CASE_STUDY);
  await expect.poll(() => chunkRequests.length).toBe(1);
  const [popup] = await Promise.all([
    context.waitForEvent("page"),
    page
      .locator(".case-study-banner__still a")
      .click()
      .then(() => clicked()),
  ]);
  await expect(popup).toHaveURL("https://vimeo.com/998877665");
  expect(chunkRequests).toHaveLength(2);
  expect(chunkRequests[1]).toMatch(/\?retry=\d+$/);
  await expect(page.locator('site-island[data-island="VideoEmbed"]').first()).toHaveAttribute("data-failed", "");
  // the player frame the loader made in the held tap goes with the island that could not load
  await expect(page.locator(".case-study-banner__still iframe")).toHaveCount(0);
});

test("window.__islands.wake hydrates islands in HTML added later", async ({ page }) => {
  await fakeVideoHosts(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(CASE_STUDY);
  await expect(page.locator('site-island[data-island="VideoEmbed"][data-hydrated]')).toHaveCount(1);
  await page.evaluate(() => {
    const copy = document.querySelector('site-island[data-island="VideoEmbed"]')!.cloneNode(true) as HTMLElement;
    copy.removeAttribute("data-hydrated");
    copy.removeAttribute("data-woken");
    const holder = document.createElement("div");
    holder.append(copy);
    document.querySelector("main")!.prepend(holder);
    (window as unknown as { __islands: { wake(root: ParentNode): void } }).__islands.wake(holder);
  });
  await expect(page.locator('site-island[data-island="VideoEmbed"][data-hydrated]')).toHaveCount(2);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the still is a plain link to the video's page, and no video host is contacted", async ({ page }) => {
    const hosts = await fakeVideoHosts(page);
    await page.goto(CASE_STUDY);
    const link = page.locator(".case-study-banner__still a");
    await expect(link).toHaveAttribute("href", "https://vimeo.com/998877665");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAccessibleName(/^Watch on Vimeo: .* \(opens in a new tab\)$/);
    expect(hosts.requests).toEqual([]);
  });
});
