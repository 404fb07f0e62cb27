// Print (A4) of a case study and an article, read under print media: the video
// still prints as its picture (no shade, no play button) with its address, text
// is dark on paper, an outside link carries its address and the navigation does
// not, and share rows, expand badges, the filter, menus and the skip link stay
// off the paper.
import { expect, type Locator, type Page, test } from "@playwright/test";

const CASE_STUDY = "/case-studies/aldridge-homes-show-home-tours";
const ARTICLE = "/insights/drone-rules-uk";

async function printed(page: Page, path: string) {
  await page.goto(path);
  await page.emulateMedia({ media: "print" });
}

/** WCAG contrast of an element's text colour against white paper. */
const contrastOnPaper = (locator: Locator) =>
  locator.evaluate((element) => {
    const [r, g, b] = getComputedStyle(element)
      .color.match(/\d+(\.\d+)?/g)!
      .map(Number) as [number, number, number];
    const channel = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    const luminance = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    return 1.05 / (luminance + 0.05);
  });

const pseudo = (locator: Locator, which: "::after" | "::before", property: string) =>
  locator.evaluate((element, [which, property]) => getComputedStyle(element, which).getPropertyValue(property!), [which, property]);

test("a case study's video still prints as its picture with the video's address, no play button or shade", async ({ page }) => {
  await printed(page, CASE_STUDY);
  const still = page.locator(".case-study-banner__still");
  const image = still.locator("img.video-still__image");
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(still.locator(".video-still__play")).toBeHidden();
  // printed without backgrounds, the shade over the still would cover it in white
  expect(await pseudo(still, "::after", "display")).toBe("none");
  const link = still.locator(".video-still__link");
  expect(await pseudo(link, "::after", "content")).toBe(`"${await link.getAttribute("href")}"`);
  expect(await link.getAttribute("href")).toMatch(/^https:\/\/vimeo\.com\//);
});

test("a case study's title and facts print dark, and its share buttons and gallery badges not at all", async ({ page }) => {
  await printed(page, CASE_STUDY);
  for (const text of [page.locator("h1"), ...(await page.locator(".case-study-banner__fact dd").all()), page.locator(".case-study-header__date")]) {
    expect(await contrastOnPaper(text), (await text.textContent()) ?? "").toBeGreaterThanOrEqual(7);
  }
  for (const label of await page.locator(".case-study-banner__fact dt, .eyebrow").all()) {
    expect(await contrastOnPaper(label), (await label.textContent()) ?? "").toBeGreaterThanOrEqual(4.5);
  }
  await expect(page.locator(".share-row").first()).toBeAttached();
  for (const chrome of await page.locator(".share-row, .lightbox-image__badge, .skip-link, .site-nav").all()) await expect(chrome).toBeHidden();
  await expect(page.locator(".gallery-grid img").first()).toBeVisible();
});

test("an article prints an outside link's address after its text, but not the navigation's", async ({ page }) => {
  await printed(page, ARTICLE);
  const outside = page.locator('main a[href^="https://www.caa.co.uk"]').first();
  const href = (await outside.getAttribute("href"))!;
  expect(await pseudo(outside, "::after", "content")).toBe(`" (${href})"`);
  for (const nav of await page.locator(".site-header a, .site-footer a").all())
    expect(await pseudo(nav, "::after", "content"), (await nav.getAttribute("href")) ?? "").not.toMatch(/[(/:]/);
  expect(await contrastOnPaper(page.locator("h1"))).toBeGreaterThanOrEqual(7);
  for (const chrome of await page.locator(".share-row, .skip-link").all()) await expect(chrome).toBeHidden();
});

test("the case-study listing prints without its filter", async ({ page }) => {
  await printed(page, "/case-studies/");
  await expect(page.locator(".case-study-filter")).toBeHidden();
});
