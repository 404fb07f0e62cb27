// The share row of an article costs no JavaScript until a visitor reaches for it: at a
// phone's width, with the row in view from the start, the page requests no script after
// load; the first tap on "Share or copy link" loads the island and still copies the link.
// A page without one fetches its footer's brand marks only when the footer comes near (whether
// each mark draws its own brand is tests/visual's to check).
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

test("a page without a share row fetches its footer's three brand marks only once the footer nears the viewport", async ({ page }) => {
  const marks: string[] = [];
  page.on("request", (request) => {
    const [, brand] = /\/assets\/brand-marks\/([a-z]+)-/.exec(request.url()) ?? [];
    if (brand) marks.push(brand);
  });
  await page.goto("/case-studies/");
  await page.waitForLoadState("networkidle");
  expect(marks).toEqual([]);
  await page.locator(".site-footer").scrollIntoViewIfNeeded();
  await expect.poll(() => marks.toSorted()).toEqual(["instagram", "linkedin", "vimeo"]);
});
