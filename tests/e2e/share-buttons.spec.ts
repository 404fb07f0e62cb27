// The share row of an article costs no JavaScript until a visitor reaches for it: at a
// phone's width, with the row in view from the start, the page requests no script after
// load; the first tap on "Share or copy link" loads the island and still copies the link.
// Its brand marks, like the footer's, are drawn from the one sprite, before and after it wakes.
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

/** The drawn size of each brand mark under `selector`: 0 × 0 when its sprite or symbol is missing. */
function markSizes(page: Page, selector: string) {
  return page.$$eval(`${selector} svg use`, (uses) => uses.map((use) => `${use.getAttribute("href")?.split("#")[1]} ${Math.round((use as SVGUseElement).getBBox().width)}`));
}

test("the brand marks of the share row and the footer are drawn from the sprite, before and after the row wakes", async ({ page }) => {
  await page.goto("/insights/ai-transcription-in-the-edit");
  await page.waitForLoadState("networkidle");
  const drawn = (sizes: string[]) => sizes.every((size) => !size.endsWith(" 0"));
  const footer = await markSizes(page, ".site-footer__social");
  expect(footer.map((size) => size.split(" ")[0])).toEqual(["instagram", "linkedin", "vimeo"]);
  expect(drawn(footer)).toBe(true);
  const before = await markSizes(page, ".share");
  expect(before.length).toBeGreaterThan(2);
  expect(drawn(before)).toBe(true);

  await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
  await page.getByRole("button", { name: "Share or copy link" }).tap();
  await expect(page.getByRole("status").filter({ hasText: "Copied to clipboard" })).toBeVisible();
  expect(await markSizes(page, ".share")).toEqual(before);
});
