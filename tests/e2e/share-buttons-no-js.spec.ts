// The share row's copy buttons ("Share or copy link", "Copy link for Instagram") need
// script: without it, or when the island's chunk cannot load, they are not shown, and
// the share links, which work as plain links, still are.
import { expect, type Page, test } from "@playwright/test";

const ARTICLE = "/insights/ai-transcription-in-the-edit";
const COPY_BUTTONS = ["Share or copy link", "Copy link for Instagram"];
const SHARE_LINKS = ["Share on X", "Share on Facebook", "Share on WhatsApp", "Share on LinkedIn", "Share by email"];

async function expectOnlyWorkingControls(page: Page) {
  const row = page.locator(".share-row");
  for (const name of COPY_BUTTONS) await expect(row.getByRole("button", { name })).toBeHidden();
  for (const name of SHARE_LINKS) await expect(row.getByRole("link", { name })).toBeVisible();
  await expect(row.locator("button:visible")).toHaveCount(0);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the share row shows its links and no copy buttons", async ({ page }) => {
    await page.goto(ARTICLE);
    await expectOnlyWorkingControls(page);
  });
});

test("with JavaScript the copy buttons are shown; if the island cannot load they go again", async ({ page }) => {
  const chunk: string[] = [];
  await page.route(/\/assets\/islands\/ShareButtons-[^/]*\.js/, (route) => {
    chunk.push(route.request().url());
    return route.abort("failed");
  });
  await page.goto(ARTICLE);
  const row = page.locator(".share-row");
  for (const name of COPY_BUTTONS) await expect(row.getByRole("button", { name })).toBeVisible();
  await row.getByRole("link", { name: "Share on X" }).hover();
  await expect(row.locator('site-island[data-island="ShareButtons"]')).toHaveAttribute("data-failed", "");
  expect(chunk).toHaveLength(2);
  await expectOnlyWorkingControls(page);
});
