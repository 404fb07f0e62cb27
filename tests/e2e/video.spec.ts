// The embedded video on a case study's banner, against the real built site with
// the video hosts faked at the network edge (tests/helpers/fake-video-hosts.ts)
// and the real @vimeo/player talking to the fake player page.
import { expect, type Page, test } from "@playwright/test";
import { installPausedClock, pauseClock } from "../helpers/clock";
import { fakeVideoHosts } from "../helpers/fake-video-hosts";

const CASE_STUDY = "/case-studies/aldridge-homes-show-home-tours";
const VIDEO_ID = "998877665";

const frame = (page: Page) => page.locator(".case-study-banner__still");
const woken = (page: Page) => page.locator('site-island[data-island="VideoEmbed"][data-hydrated]').first();
const playLink = (page: Page) => frame(page).getByRole("link", { name: /^Watch on Vimeo/ });

function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".js")) scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/**
 * Resolves once the player's chunk has run and every task the page had queued has too (the
 * frame's effect that starts the player and its time-out is one): the effect awaits the chunk's
 * import, which resolves before ours, and a MessageChannel round trip (never held by the paused
 * clock) comes after every task queued before it.
 */
async function playerTimeoutSet(page: Page, playerChunkUrl: string) {
  await page.evaluate(async (url) => {
    await import(url);
    for (let round = 0; round < 2; round += 1) {
      await new Promise<void>((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        channel.port2.postMessage(null);
      });
    }
  }, playerChunkUrl);
}

async function openCaseStudy(page: Page) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(CASE_STUDY);
  await expect(woken(page)).toBeAttached();
  await expect(frame(page)).toHaveAttribute("data-video-status", "idle");
}

test("a click plays the video in place: oEmbed checked on waking, the Vimeo player loaded in its own chunk only on play, same box", async ({ page }) => {
  const hosts = await fakeVideoHosts(page);
  const scripts = recordScripts(page);
  await openCaseStudy(page);
  await expect.poll(() => hosts.requests.some((url) => url.startsWith(`https://vimeo.com/api/oembed.json?url=https%3A%2F%2Fvimeo.com%2F${VIDEO_ID}`))).toBe(true);
  expect(hosts.playerLoads).toBe(0);
  const scriptsBeforePlay = [...scripts];
  // in page coordinates, as the click may scroll the window
  const box = () =>
    frame(page).evaluate((el) => {
      const rect = el.getBoundingClientRect();
      return { top: rect.top + window.scrollY, left: rect.left, width: rect.width, height: rect.height };
    });
  const before = await box();
  await page.evaluate(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) w.__shift += entry.value;
    }).observe({ type: "layout-shift" });
  });

  await playLink(page).click();
  await expect(frame(page)).toHaveAttribute("data-video-status", "playing");
  const player = frame(page).locator("iframe.video-still__player");
  await expect(player).toHaveAttribute("src", `https://player.vimeo.com/video/${VIDEO_ID}?dnt=1&quality=720p&autoplay=1`);
  await expect(player).toHaveAttribute("data-ready", "true"); // set by @vimeo/player on the fake's ready message
  await expect(player).toHaveAttribute("title", /Vimeo player/);
  const newScripts = scripts.filter((s) => !scriptsBeforePlay.includes(s));
  expect(newScripts.some((s) => s.startsWith("/assets/islands/chunks/"))).toBe(true);
  expect(await box()).toEqual(before);
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
});

test("under 768 px the player asks for 360p", async ({ page }) => {
  await fakeVideoHosts(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(CASE_STUDY);
  await expect(woken(page)).toBeAttached();
  await playLink(page).click();
  await expect(frame(page).locator("iframe")).toHaveAttribute("src", /quality=360p/);
  await expect(frame(page)).toHaveAttribute("data-video-status", "playing");
});

test("autoplay refused by the browser: the still comes back with a play button, and a click plays", async ({ page }) => {
  await fakeVideoHosts(page, { player: "refuse-autoplay" });
  await openCaseStudy(page);
  await playLink(page).click();
  await expect(frame(page)).toHaveAttribute("data-video-status", "autoplay-refused");
  await expect(frame(page).locator("img.video-still__image")).toBeVisible();
  await frame(page)
    .getByRole("button", { name: /^Play video:/ })
    .click();
  await expect(frame(page)).toHaveAttribute("data-video-status", "playing");
});

test("a player that fails is retried twice, then the unavailable messages; Retry Loading tries again", async ({ page }) => {
  const hosts = await fakeVideoHosts(page, { player: "ready-error" });
  await openCaseStudy(page);
  await playLink(page).click();
  const alert = frame(page).getByRole("alert");
  await expect(alert).toContainText("Vimeo video unavailable");
  await expect(alert).toContainText("Video failed to load after multiple attempts");
  await expect(alert).toContainText("Please check the video URL or contact support");
  expect(hosts.playerLoads).toBe(3);
  hosts.player = "ready";
  await alert.getByRole("button", { name: "Retry Loading" }).click();
  await expect(frame(page)).toHaveAttribute("data-video-status", "playing");
  expect(hosts.playerLoads).toBe(4);
});

test("a player that never becomes ready times out after 10 s, and after two retries shows the error", async ({ page }) => {
  const hosts = await fakeVideoHosts(page, { player: "silent" });
  await page.clock.install();
  await openCaseStudy(page);
  await pauseClock(page);
  const playerChunk = page.waitForResponse((response) => /\/player\.es-[^/]+\.js$/.test(response.url()));
  await playLink(page).click();
  const playerChunkUrl = (await playerChunk).url();
  for (let load = 1; load <= 3; load += 1) {
    await expect.poll(() => hosts.playerLoads).toBe(load);
    await expect(frame(page)).toHaveAttribute("data-video-status", "loading");
    // the time-out is set once the player's chunk has run and the frame's effect has started it:
    // moved before that, the page's clock ran ahead of a timer set later. Events, not waiting for
    // the network to fall quiet (which never came under the paused clock on a slow machine)
    await playerTimeoutSet(page, playerChunkUrl);
    await page.clock.runFor(9_999);
    await expect(frame(page)).toHaveAttribute("data-video-status", "loading");
    expect(hosts.playerLoads).toBe(load);
    await page.clock.runFor(1);
  }
  await expect(frame(page).getByRole("alert")).toContainText("Video failed to load after multiple attempts");
  expect(hosts.playerLoads).toBe(3);
});

for (const status of [403, 500] as const) {
  test(`an oEmbed ${status} blocks embedding with the validation message`, async ({ page }) => {
    const hosts = await fakeVideoHosts(page, { oembed: status });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(CASE_STUDY);
    const alert = frame(page).getByRole("alert");
    await expect(alert).toHaveText(/Video 998877665 validation failed - video may not be embeddable/);
    await expect(alert.getByRole("link", { name: /Watch on Vimeo/ })).toHaveAttribute("href", `https://vimeo.com/${VIDEO_ID}`);
    expect(hosts.playerLoads).toBe(0);
  });
}

test("an oEmbed 404 allows embedding", async ({ page }) => {
  await fakeVideoHosts(page, { oembed: 404 });
  await openCaseStudy(page);
  await playLink(page).click();
  await expect(frame(page)).toHaveAttribute("data-video-status", "playing");
});

test("an oEmbed endpoint that hangs allows embedding after the 5 s time-out; a click made meanwhile waits for it", async ({ page }) => {
  await fakeVideoHosts(page, { oembed: "hang" });
  // the page's time stands still from before the island wakes, so the check's 5 s are counted by
  // the clock alone, however long this machine takes to load the page and wake the island
  const start = new Date("2026-01-05T09:00:00Z");
  await installPausedClock(page, start);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(CASE_STUDY);
  await expect(woken(page)).toBeAttached();
  await expect(frame(page)).toHaveAttribute("data-video-status", "checking");
  await playLink(page).click();
  await expect(frame(page).getByRole("status")).toHaveText("Loading video");
  // the exact 5000 ms is proven in the unit test
  await page.clock.runFor(4_000);
  await expect(frame(page)).toHaveAttribute("data-video-status", "checking");
  await page.clock.runFor(1_000);
  await expect(frame(page)).toHaveAttribute("data-video-status", "playing");
});

/** Holds the oEmbed answer back until the returned release is called with the status to answer. */
async function holdOembed(page: Page): Promise<(status: 200 | 403) => void> {
  let release: (status: 200 | 403) => void = () => undefined;
  const answer = new Promise<200 | 403>((done) => {
    release = done;
  });
  await page.route(/\/api\/oembed\.json/, async (route) => {
    const status = await answer;
    const body = status === 200 ? JSON.stringify({ type: "video", version: "1.0", title: "A film", width: 1280, height: 720 }) : JSON.stringify({ error: "fake" });
    await route.fulfill({ status, contentType: "application/json", body, headers: { "access-control-allow-origin": "*" } });
  });
  return (status) => release(status);
}

/** Clicks the play link and tells whether the player frame existed when the click returned. */
const frameMadeInClick = (page: Page) =>
  playLink(page).evaluate((link) => {
    (link as HTMLElement).click();
    return link.closest(".video-still")!.querySelector("iframe.video-still__player") !== null;
  });

/** Opens the case study with its oEmbed answer held back, taps the still while the check runs and
 * asserts the player frame was made within the click; returns the check's release. */
async function tapDuringHeldCheck(page: Page): Promise<(status: 200 | 403) => void> {
  const release = await holdOembed(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(CASE_STUDY);
  await expect(woken(page)).toBeAttached();
  await expect(frame(page)).toHaveAttribute("data-video-status", "checking");
  expect(await frameMadeInClick(page)).toBe(true);
  return release;
}

test("a tap while the oEmbed check runs makes the player frame within the click; it plays once the check passes, one player load", async ({ page }) => {
  const hosts = await fakeVideoHosts(page);
  const release = await tapDuringHeldCheck(page);
  await expect(frame(page).getByRole("status")).toHaveText("Loading video");
  await expect(frame(page)).toHaveAttribute("data-video-status", "checking");
  release(200);
  await expect(frame(page)).toHaveAttribute("data-video-status", "playing");
  await expect(frame(page).locator("iframe.video-still__player")).toHaveAttribute("src", `https://player.vimeo.com/video/${VIDEO_ID}?dnt=1&quality=720p&autoplay=1`);
  expect(hosts.playerLoads).toBe(1);
});

test("a tap while the oEmbed check runs makes the frame at once; a later 403 removes it and shows the validation message", async ({ page }) => {
  await fakeVideoHosts(page);
  const release = await tapDuringHeldCheck(page);
  release(403);
  const alert = frame(page).getByRole("alert");
  await expect(alert).toHaveText(/Video 998877665 validation failed - video may not be embeddable/);
  await expect(frame(page).locator("iframe.video-still__player")).toHaveCount(0);
  await expect(frame(page).locator(".video-still__image").first()).toBeVisible();
});

/** Adds a VideoEmbed island in background mode (as the hero slider uses it) and wakes it; returns its frame. */
async function addBackgroundVideo(page: Page) {
  await page.evaluate((videoId) => {
    const existing = document.querySelector<HTMLElement>('site-island[data-island="VideoEmbed"]')!;
    const island = document.createElement("site-island");
    island.dataset.island = "VideoEmbed";
    island.dataset.src = existing.dataset.src!;
    island.dataset.trigger = "load";
    island.dataset.prefix = "bg-";
    island.dataset.props = JSON.stringify({
      videoUrl: `https://vimeo.com/${videoId}`,
      image: null,
      title: "Loop",
      sizes: "100vw",
      aspect: 16 / 9,
      mode: "background",
      className: "test-background",
    });
    const events: string[] = [];
    (window as unknown as { __events: string[] }).__events = events;
    for (const type of ["video-embed:ready", "video-embed:error"]) document.addEventListener(type, () => events.push(type));
    document.querySelector("main")!.prepend(island);
    (window as unknown as { __islands: { wake(root: ParentNode): void } }).__islands.wake(document);
  }, VIDEO_ID);
  return page.locator(".test-background");
}

test("background mode starts muted and chrome-less by itself, and tells its host through a bubbling ready event", async ({ page }) => {
  await fakeVideoHosts(page);
  await openCaseStudy(page);
  const background = await addBackgroundVideo(page);
  await expect(background).toHaveAttribute("data-video-status", "playing");
  const player = background.locator("iframe");
  await expect(player).toHaveAttribute("src", `https://player.vimeo.com/video/${VIDEO_ID}?dnt=1&quality=720p&autoplay=1&background=1`);
  await expect(player).toHaveAttribute("tabindex", "-1");
  await expect(background.getByRole("link")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __events: string[] }).__events)).toEqual(["video-embed:ready"]);
});

test("background mode reports a video that cannot load with a bubbling error event and keeps its still", async ({ page }) => {
  await fakeVideoHosts(page, { player: "ready-error" });
  await openCaseStudy(page);
  const background = await addBackgroundVideo(page);
  await expect(background).toHaveAttribute("data-video-status", "error");
  await expect(background.locator(".video-still__placeholder")).toBeVisible();
  await expect(background.getByRole("alert")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __events: string[] }).__events)).toEqual(["video-embed:error"]);
});
