// The share row of an article costs no JavaScript until a visitor reaches for it: at a
// phone's width, with the row in view from the start, the page requests no script after
// load; the first tap on "Share or copy link" loads the island and still copies the link.
// Its brand marks, like the footer's, are drawn from the one sprite, before and after it wakes;
// a page without one fetches the sprite only when its footer comes near.
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";

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

/**
 * Each brand mark under `selector` as "<brand> drawn" or "<brand> blank": drawn when its box shows the
 * mark's colour and the background both, blank when it shows one colour (the sprite or its view missing).
 * A screenshot scrolls the mark into view, as a visitor would, so the footer is laid out.
 */
async function marks(page: Page, selector: string): Promise<string[]> {
  const seen: string[] = [];
  for (const mark of await page.locator(`${selector} .brand-mark`).all()) {
    const brand = /#([a-z]+)\)/.exec((await mark.getAttribute("style")) ?? "")?.[1];
    const { data, info } = await sharp(await mark.screenshot())
      .raw()
      .toBuffer({ resolveWithObject: true });
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += info.channels) colours.add(data.readUIntBE(i, 3));
    seen.push(`${brand} ${colours.size > 1 ? "drawn" : "blank"}`);
  }
  return seen;
}

test("the brand marks of the share row and the footer are drawn from the sprite, before and after the row wakes", async ({ page }) => {
  await page.goto("/insights/ai-transcription-in-the-edit");
  await page.waitForLoadState("networkidle");
  expect(await marks(page, ".site-footer__social")).toEqual(["instagram drawn", "linkedin drawn", "vimeo drawn"]);
  const before = await marks(page, ".share");
  expect(before.length).toBeGreaterThan(2);
  expect(before.every((mark) => mark.endsWith(" drawn"))).toBe(true);

  await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
  await page.getByRole("button", { name: "Share or copy link" }).tap();
  await expect(page.getByRole("status").filter({ hasText: "Copied to clipboard" })).toBeVisible();
  expect(await marks(page, ".share")).toEqual(before);
});

test("a page without a share row fetches the sprite only once its footer nears the viewport", async ({ page }) => {
  const sprite: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/brand-marks-/.test(request.url())) sprite.push(request.url());
  });
  await page.goto("/case-studies/");
  await page.waitForLoadState("networkidle");
  expect(sprite).toEqual([]);
  await page.locator(".site-footer").scrollIntoViewIfNeeded();
  await expect.poll(() => sprite.length).toBe(1);
  expect(await marks(page, ".site-footer__social")).toEqual(["instagram drawn", "linkedin drawn", "vimeo drawn"]);
});
