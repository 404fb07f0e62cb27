// The share row of an article costs no JavaScript until a visitor reaches for it: at a
// phone's width, with the row in view from the start, the page requests no script after
// load; the first tap on "Share or copy link" loads the island and still copies the link.
import { expect, type Page, test } from "@playwright/test";

function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, permissions: ["clipboard-read", "clipboard-write"] });

test("an article requests no script until its share row is touched; the first tap loads it and copies the link", async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto("/insights/ai-transcription-in-the-edit");
  const copy = page.getByRole("button", { name: "Share or copy link" });
  await expect(copy).toBeInViewport();
  await page.waitForLoadState("networkidle");
  expect(scripts).toEqual([]);

  // no navigator.share in this browser: the button copies the address and says so
  await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
  await copy.tap();
  await expect(page.getByRole("status").filter({ hasText: "Copied to clipboard" })).toBeVisible();
  expect(scripts.some((s) => /\/ShareButtons-/.test(s))).toBe(true);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("/insights/ai-transcription-in-the-edit");
});
