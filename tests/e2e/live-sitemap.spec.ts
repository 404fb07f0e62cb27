// The live sitemap of `npm run preview` (the preview function over the offline fake Storyblok
// CDN), opened in edit mode as Storyblok's editor opens it (a valid `_storyblok_tk`): the
// pre-built list first, the 12-row skeleton while the link pages are read through the preview
// function (which holds the token; the page never sees it), the live list 1.5 s after they
// arrive (spec 2, 4 and 7), and a failed read that is only logged and keeps the built list.
// The delay runs on Playwright's clock. A visitor without the proof gets the built list only.
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, type Route, test } from "@playwright/test";
import { OFFLINE_TOKEN, type PreviewServer, startPreviewServer } from "../../build/cli/preview-server";
import { editorQuery } from "../../build/fakes/storyblok-editor-query";
import { SITEMAP_DELAY_MS, SITEMAP_SKELETON_ROWS } from "../../src/lib/constants";
import { pauseClock } from "../helpers/clock";

const SITEMAP_STORY_ID = 465617909;
const LINK_PAGES = /\/\.netlify\/functions\/preview\?/;
let server: PreviewServer;

// A public origin reading the fake on this machine needs Chromium's local-network permission
// (Storyblok's real CDN is public): each test's browser context is granted it from the start.
test.use({ permissions: ["local-network-access"] });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  delete process.env.STORYBLOK_TOKEN;
  delete process.env.STORYBLOK_PREVIEW_TOKEN;
  server = await startPreviewServer(0, { blobsDir: await mkdtemp(join(tmpdir(), "preview-blobs-")) });
});
test.afterAll(async () => server?.close());

const inEditor = () => `${server.url}/sitemap?${editorQuery(SITEMAP_STORY_ID, { spaceId: server.storyblok!.spaceId, previewToken: OFFLINE_TOKEN })}`;
const sitemap = (page: Page) => page.locator(".sitemap");
const skeletonRows = (page: Page) => sitemap(page).locator(".sitemap__skeleton-row");
const list = (page: Page) => sitemap(page).getByRole("navigation", { name: "Sitemap" });

/** Opens `url` with the clock paused, and a record of every 1.5 s timer the page starts. */
async function openSitemap(page: Page, url: string) {
  await page.clock.install();
  // after the clock's own script, so this wraps the fake setTimeout
  await page.addInitScript((delayMs) => {
    const w = window as unknown as { __sitemapDelays: number; setTimeout: typeof setTimeout };
    w.__sitemapDelays = 0;
    const original = w.setTimeout;
    w.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
      if (delay === delayMs) w.__sitemapDelays++;
      return original(handler, delay, ...rest);
    }) as typeof setTimeout;
  }, SITEMAP_DELAY_MS);
  await page.goto(url);
  await pauseClock(page, 1_000);
}
const delaysStarted = (page: Page) => page.evaluate(() => (window as unknown as { __sitemapDelays: number }).__sitemapDelays);

test("in edit mode: the 12-row skeleton while the links load through the preview function, then the live list 1.5 s after they arrive", async ({ page }) => {
  const asked: URL[] = [];
  const held: Route[] = [];
  const answers: Array<{ status: number; body: string }> = [];
  page.on("response", async (response) => {
    if (LINK_PAGES.test(response.url())) answers.push({ status: response.status(), body: await response.text() });
  });
  await page.route(LINK_PAGES, (route) => {
    const url = new URL(route.request().url());
    asked.push(url);
    if (url.searchParams.get("page") === "1") return void held.push(route);
    return route.continue();
  });
  await openSitemap(page, inEditor());
  // the built list is the page's HTML; the island wakes when it is seen and asks for page 1
  await expect.poll(() => held.length).toBe(1);
  await expect(skeletonRows(page)).toHaveCount(SITEMAP_SKELETON_ROWS);
  await expect(list(page)).toHaveCount(0);
  await expect(sitemap(page).getByRole("status")).toHaveText("Loading the sitemap");

  await held[0]!.continue();
  // page 2 is empty, which ends the reading; the 1.5 s wait starts once the links are in
  await expect.poll(() => delaysStarted(page)).toBe(1);
  expect(asked.map((url) => [url.pathname, url.searchParams.get("page"), url.searchParams.get("_storyblok_tk[space_id]")])).toEqual([
    ["/.netlify/functions/preview", "1", String(server.storyblok!.spaceId)],
    ["/.netlify/functions/preview", "2", String(server.storyblok!.spaceId)],
  ]);
  await expect.poll(() => answers.length).toBe(2);
  expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
  expect(Object.keys(JSON.parse(answers[0]!.body).links).length).toBeGreaterThan(50);
  expect(JSON.parse(answers[1]!.body).links).toEqual({});
  await page.clock.runFor(1_400);
  await expect(skeletonRows(page)).toHaveCount(SITEMAP_SKELETON_ROWS);
  await expect(list(page)).toHaveCount(0);
  await page.clock.runFor(200);
  await expect(skeletonRows(page)).toHaveCount(0);
  await expect(list(page).getByRole("link", { name: "About", exact: true })).toHaveAttribute("href", "/about");
  expect(await page.content()).not.toContain(OFFLINE_TOKEN);
});

test("a link page that fails is only logged, and the built list stays", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  let failed = 0;
  await page.route(LINK_PAGES, (route) => {
    failed++;
    return route.fulfill({ status: 502, json: { error: "Storyblok did not deliver the links" } });
  });
  await openSitemap(page, inEditor());
  await expect.poll(() => errors.find((text) => text.startsWith("Sitemap: could not load the live links; showing the built list."))).toBeTruthy();
  expect(failed).toBe(1);
  await expect(list(page).getByRole("link", { name: "About", exact: true })).toBeVisible();
  // the failure starts no delayed swap: however long one waits, the built list stays
  await page.clock.runFor(5_000);
  await expect(skeletonRows(page)).toHaveCount(0);
  expect(await delaysStarted(page)).toBe(0);
});

test("a visitor without the editor's proof gets the built list, and no link page is asked for", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (request) => LINK_PAGES.test(request.url()) && asked.push(request.url()));
  await page.goto(`${server.url}/sitemap?_storyblok=${SITEMAP_STORY_ID}`);
  await expect(list(page).getByRole("link", { name: "About", exact: true })).toBeVisible();
  await expect(page.locator('site-island[data-island="LiveSitemap"]')).toHaveCount(0);
  // the endpoint refuses a request without the proof
  const refused = await page.request.get(`${server.url}/.netlify/functions/preview?page=1`);
  expect(refused.status()).toBe(403);
  expect(asked).toEqual([]);
});

test("the offline fake CDN answers cross-origin reads as Storyblok's CDN does (CORS)", async ({ page }) => {
  // a page of another origin (answered by request routing), as a browser reads Storyblok's CDN from a site (on https, as sites are: a local network read needs a secure origin)
  await page.route("https://other-origin.test/**", (route) => route.fulfill({ contentType: "text/html", body: "<!DOCTYPE html><title>Other origin</title>" }));
  await page.goto("https://other-origin.test/");
  const apiBase = server.storyblok!.apiBase;
  // a simple request and a preflighted one
  const read = await page.evaluate(
    async ({ apiBase, token }) => {
      const simple = await fetch(`${apiBase}/cdn/links?token=${token}&version=draft&per_page=1000&page=1`);
      const preflighted = await fetch(`${apiBase}/cdn/spaces/me?token=${token}`, { headers: { "x-requested-with": "test" } });
      return { simple: simple.status, total: simple.headers.get("total"), links: Object.keys((await simple.json()).links).length, preflighted: preflighted.status };
    },
    { apiBase, token: OFFLINE_TOKEN },
  );
  expect(read).toMatchObject({ simple: 200, preflighted: 200 });
  expect(read.links).toBeGreaterThan(50);
  expect(Number(read.total)).toBe(read.links);
});
