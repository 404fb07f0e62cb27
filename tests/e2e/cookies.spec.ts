// The cookie policy tells the truth: a visitor who walks every page type at both
// widths, wakes every island, uses the menus and sends the form ends up with
// exactly the cookies and storage keys the policy's table lists (today: none, and
// the policy says so).
import { expect, type Page, test } from "@playwright/test";
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
