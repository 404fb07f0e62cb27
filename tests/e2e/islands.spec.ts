// Islands cost nothing until they are needed: a page without islands requests no
// JavaScript at all, and a page with islands requests its chunk and React only
// once an island's trigger fires; the island then hydrates over the server HTML.

import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { runBuild } from "../../build/pipeline/run-build";
import { startServer } from "../../build/serve/serve";
import { makeContentDir, story } from "../helpers/content";

function recordScripts(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" || request.url().endsWith(".js")) requested.push(new URL(request.url()).pathname);
  });
  return requested;
}

test("a page without islands requests no JavaScript", async ({ page }) => {
  const content = await makeContentDir([story({ full_slug: "about", content: { component: "page", body: [{ _uid: "b", component: "inner_banner", heading: "About" }] } })]);
  const outDir = join(content, "out");
  await runBuild({ contentDir: content, outDir, publicDir: "public", preview: false, minify: true, strict: false });
  const server = await startServer({ dir: outDir, port: 0, contentDir: content, blobsDir: join(content, "blobs") });
  try {
    const scripts = recordScripts(page);
    await page.goto(`${server.url}/about`);
    await page.waitForLoadState("networkidle");
    await page.mouse.move(10, 10);
    await page.keyboard.press("Tab");
    expect(await page.locator("site-island").count()).toBe(0);
    expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
    expect(scripts).toEqual([]);
  } finally {
    await server.close();
  }
});

test("an island's chunk and React are requested only after its trigger fires", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const scripts = recordScripts(page);
  // a page whose islands all wait for the visitor (the homepage's hero video control wakes on idle)
  await page.goto("/terms");
  await page.waitForLoadState("networkidle");
  const island = page.locator('site-island[data-trigger="interaction"]').first();
  await expect(island).toHaveCount(1);
  expect(scripts.filter((s) => s.startsWith("/assets/islands/"))).toEqual([]);

  const src = await island.getAttribute("data-src");
  const [request] = await Promise.all([page.waitForRequest((r) => r.url().endsWith(src!)), island.locator("a, button").first().hover()]);
  expect(new URL(request.url()).pathname).toBe(src);
  await expect(island).toHaveAttribute("data-hydrated", "");
  expect(scripts.some((s) => s.startsWith("/assets/islands/chunks/"))).toBe(true);
});

test("an island that wakes on sight waits until the page has loaded, so its scripts never compete with the page's own images", async ({ page }) => {
  const scripts = recordScripts(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // the hero's still holds the page's load event until it is let through
  await page.route("**/img/**hero**", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const slider = page.locator('site-island[data-island="HeroSlider"]');
  await expect(slider).toHaveAttribute("data-trigger", "visible");
  await slider.evaluate((el) => el.firstElementChild?.scrollIntoView({ block: "center", behavior: "instant" }));
  // a few frames: time enough for an observer armed at once to have reported the slider in view
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
  expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
  expect(scripts.filter((s) => s.startsWith("/assets/islands/"))).toEqual([]);

  const src = await slider.getAttribute("data-src");
  const chunk = page.waitForRequest((r) => r.url().endsWith(src!));
  release();
  await chunk;
  await expect(slider).toHaveAttribute("data-hydrated", "");
});
