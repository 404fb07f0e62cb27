// The cookie policy tells the truth: a visitor who walks every page type at both
// widths, wakes every island, uses the menus and sends the form ends up with
// exactly the cookies and storage keys the policy's table lists (today: none, and
// the policy says so).
import { expect, type Page, test } from "@playwright/test";
import { fakeVideoHosts } from "../helpers/fake-video-hosts";
import { exerciseMenus, onePagePerKind, sendEnquiry, wakeIslands } from "./site-walk";

/** The names in the first column of the cookie policy's tables. */
async function namesThePolicyLists(page: Page): Promise<string[]> {
  await page.goto("/cookie-policy");
  return page.locator("main table tbody tr").evaluateAll((rows) => rows.map((row) => row.querySelector("td, th")?.textContent?.trim() ?? ""));
}

async function storedByThePage(page: Page): Promise<string[]> {
  return page.evaluate(() => [...Object.keys(localStorage).map((key) => `localStorage:${key}`), ...Object.keys(sessionStorage).map((key) => `sessionStorage:${key}`)]);
}

test("what the site stores matches the cookie policy, after every page type, island and the form", async ({ page, context }) => {
  test.setTimeout(180_000);
  const stored = new Set<string>();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const url of onePagePerKind()) {
      await page.goto(url);
      await wakeIslands(page);
      await exerciseMenus(page);
      for (const key of await storedByThePage(page)) stored.add(key);
    }
  }
  await page.goto("/contact/");
  await sendEnquiry(page);
  for (const key of await storedByThePage(page)) stored.add(key);
  for (const cookie of await context.cookies()) stored.add(cookie.name);

  const listed = await namesThePolicyLists(page);
  expect([...stored].sort()).toEqual([...listed].sort());
  if (listed.length === 0) await expect(page.locator("main")).toContainText("We set no cookies, use no analytics and keep nothing in your browser's local or session storage");
});

test("the comparison sees a stored key (so the check above can fail)", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("planted", "1"));
  expect(await storedByThePage(page)).toContain("localStorage:planted");
  await page.evaluate(() => localStorage.clear());
});

test("the policy says what the browser asks of the video hosts before anyone presses play", async ({ page }) => {
  const hosts = await fakeVideoHosts(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  // no click: the slider's background player and the oEmbed checks of videos near the viewport
  await expect.poll(() => hosts.requests.filter((url) => url.startsWith("https://player.vimeo.com/")).length).toBeGreaterThan(0);
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => hosts.requests.filter((url) => url.startsWith("https://vimeo.com/api/oembed")).length).toBeGreaterThan(0);

  await page.goto("/cookie-policy");
  const main = page.locator("main");
  await expect(main).not.toContainText("until you choose to watch");
  await expect(main).toContainText("your browser contacts them before you press play");
  await expect(main).toContainText("the slider plays short muted clips in Vimeo's player by itself");
  await expect(main).toContainText("pointing at a case study's picture plays a muted preview in Vimeo's player");
});
