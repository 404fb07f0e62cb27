// The preview build's sitemap in a browser: the pre-built list first, the 12-row
// skeleton while cdn/links is read, the live list 1.5 s after the links arrive
// (spec 2 and 4), and a failed read that is only logged and keeps the built list.
// Storyblok's API is faked by request routing; the delay runs on Playwright's clock.
import { join } from "node:path";
import { expect, type Page, type Route, test } from "@playwright/test";
import { runBuild } from "../../build/pipeline";
import { type RunningServer, startServer } from "../../build/serve";
import { SITEMAP_DELAY_MS, SITEMAP_SKELETON_ROWS } from "../../src/lib/constants";
import { pauseClock } from "../helpers/clock";
import { makeContentDir, story } from "../helpers/content";

// CSP lets a preview page reach Storyblok's own API hosts only, so the fake answers there
const API_BASE = "https://api.storyblok.com/v2";
const LINKS = /^https:\/\/api\.storyblok\.com\/v2\/cdn\/links\?/;

let server: RunningServer;

test.beforeAll(async () => {
  const content = await makeContentDir([
    story({ full_slug: "sitemap", name: "Sitemap", content: { component: "page", body: [{ _uid: "s", component: "sitemap", heading: "All pages" }] } }),
    story({ full_slug: "built-page", name: "Built page", content: { component: "page", body: [] } }),
  ]);
  const outDir = join(content, "out");
  await runBuild({ contentDir: content, outDir, publicDir: "public", preview: true, minify: true, strict: false, storyblokPreview: { token: "preview-token", apiBase: API_BASE } });
  server = await startServer({ dir: outDir, port: 0, contentDir: content });
});
test.afterAll(async () => server?.close());

const link = (id: number, name: string, slug: string) => ({
  id,
  uuid: `live-${id}`,
  slug,
  path: null,
  parent_id: null,
  name,
  is_folder: false,
  published: true,
  is_startpage: false,
  position: id,
  real_path: `/${slug}`,
});
const LIVE_LINKS = { links: { "live-1": link(1, "Home", "homepage"), "live-2": link(2, "Fresh draft page", "fresh-draft") } };

const sitemap = (page: Page) => page.locator(".sitemap");
const skeletonRows = (page: Page) => sitemap(page).locator(".sitemap__skeleton-row");
const builtList = (page: Page) => sitemap(page).getByRole("navigation", { name: "Sitemap" });

/** Opens the sitemap with the clock paused, and a record of every 1.5 s timer the page starts. */
async function openSitemap(page: Page) {
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
  await page.goto(`${server.url}/sitemap`);
  await pauseClock(page, 1_000);
}
const delaysStarted = (page: Page) => page.evaluate(() => (window as unknown as { __sitemapDelays: number }).__sitemapDelays);

test("shows the 12-row skeleton while the links load, then the live list 1.5 s after they arrive (absent at 1.4 s)", async ({ page }) => {
  const asked: URL[] = [];
  const held: Route[] = [];
  await page.route(LINKS, (route) => {
    const url = new URL(route.request().url());
    asked.push(url);
    if (url.searchParams.get("page") === "1") return void held.push(route);
    return route.fulfill({ json: { links: {} } });
  });
  await openSitemap(page);
  // the built list is the page's HTML; the island wakes when it is seen and asks for page 1
  await expect.poll(() => held.length).toBe(1);
  await expect(skeletonRows(page)).toHaveCount(SITEMAP_SKELETON_ROWS);
  await expect(builtList(page)).toHaveCount(0);
  await expect(sitemap(page).getByRole("status")).toHaveText("Loading the sitemap");

  await held[0]!.fulfill({ json: LIVE_LINKS });
  // page 2 is empty, which ends the reading; the 1.5 s wait starts once the links are in
  await expect.poll(() => delaysStarted(page)).toBe(1);
  expect(asked.map((url) => [url.searchParams.get("page"), url.searchParams.get("per_page"), url.searchParams.get("version")])).toEqual([
    ["1", "1000", "draft"],
    ["2", "1000", "draft"],
  ]);
  await page.clock.runFor(1_400);
  await expect(skeletonRows(page)).toHaveCount(SITEMAP_SKELETON_ROWS);
  await expect(builtList(page)).toHaveCount(0);
  await page.clock.runFor(200);
  await expect(skeletonRows(page)).toHaveCount(0);
  await expect(builtList(page).getByRole("link", { name: "Fresh draft page" })).toHaveAttribute("href", "/fresh-draft");
  await expect(builtList(page).getByRole("link", { name: "Built page" })).toHaveCount(0);
});

test("a links request that fails (500) is only logged, and the built list stays", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  let failed = 0;
  await page.route(LINKS, (route) => {
    failed++;
    return route.fulfill({ status: 500, body: "Internal Server Error" });
  });
  await openSitemap(page);
  await expect(builtList(page).getByRole("link", { name: "Built page" })).toBeVisible();
  await expect.poll(() => errors.find((text) => text.startsWith("Sitemap: could not load the live links; showing the built list."))).toBeTruthy();
  expect(failed).toBe(1);
  // the failure starts no delayed swap: however long one waits, the built list stays
  await page.clock.runFor(5_000);
  await expect(skeletonRows(page)).toHaveCount(0);
  await expect(builtList(page).getByRole("link", { name: "Built page" })).toHaveAttribute("href", "/built-page");
  await expect(builtList(page).getByRole("link", { name: "Fresh draft page" })).toHaveCount(0);
  expect(await delaysStarted(page)).toBe(0);
});
