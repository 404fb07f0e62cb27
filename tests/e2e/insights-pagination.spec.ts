// The insights list is one static page per listing page, reached as
// /insights?page=N through a query rewrite. A visitor lands on page 2, then
// moves with Next and Previous by pointer and by keyboard.
import { expect, type Page, test } from "@playwright/test";

const pagination = (page: Page) => page.getByRole("navigation", { name: "Article pages" });
const currentPage = (page: Page) => pagination(page).locator('[aria-current="page"]');
const cards = (page: Page) => page.locator(".news-listing .article-card");

test("/insights?page=2 shows the second page of articles", async ({ page }) => {
  const response = await page.goto("/insights?page=2");
  expect(response?.status()).toBe(200);
  await expect(page.locator(".news-listing__status")).toHaveText(/^Page 2 of \d+$/);
  await expect(currentPage(page)).toHaveText("Page 2");
  await expect(cards(page)).toHaveCount(9);

  const firstPageTitles = await (async () => {
    const other = await page.context().newPage();
    await other.goto("/insights?page=1");
    const titles = await other.locator(".news-listing .article-card__title").allTextContents();
    await other.close();
    return titles;
  })();
  const secondPageTitles = await page.locator(".news-listing .article-card__title").allTextContents();
  expect(secondPageTitles.some((title) => firstPageTitles.includes(title))).toBe(false);
});

test("Next and Previous move between pages, and are disabled at the ends", async ({ page }) => {
  await page.goto("/insights?page=2");
  await pagination(page).getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\/insights\/?\?page=3$/);
  await expect(currentPage(page)).toHaveText("Page 3");

  await pagination(page).getByRole("link", { name: "Previous page" }).click();
  await expect(page).toHaveURL(/\/insights\/?\?page=2$/);
  await expect(currentPage(page)).toHaveText("Page 2");

  await pagination(page).getByRole("link", { name: "Previous page" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/insights\/?\?page=1$/);
  const previous = pagination(page).getByRole("link", { name: "Previous page" });
  await expect(previous).toHaveAttribute("aria-disabled", "true");
  await expect(previous).not.toHaveAttribute("href");

  const lastNumber = Number((await page.locator(".news-listing__status").textContent())?.match(/of (\d+)/)?.[1]);
  await page.goto(`/insights?page=${lastNumber}`);
  const next = pagination(page).getByRole("link", { name: "Next page" });
  await expect(next).toHaveAttribute("aria-disabled", "true");
  await expect(next).not.toHaveAttribute("href");
});

test("an odd ?page= value lands on the first page at the listing's own address", async ({ page }) => {
  for (const odd of ["99", "0", "abc", "-1", "2.5", "6"]) {
    const response = await page.goto(`/insights?page=${odd}`);
    expect(response?.status(), odd).toBe(200);
    expect(response?.request().redirectedFrom()?.url(), odd).toMatch(/\?page=/);
    await expect(page, odd).toHaveURL(/\/insights\/$/);
    await expect(page.locator(".news-listing__status")).toHaveText(/^Page 1 of \d+$/);
  }
});

test("the not-found page answers 404 at its own address, and .../index is sent to its folder's page", async ({ page, request }) => {
  for (const path of ["/404", "/404.html"]) expect((await request.get(path)).status(), path).toBe(404);
  for (const [path, url] of [
    ["/services/index", /\/services\/$/],
    ["/case-studies/index", /\/case-studies\/$/],
    ["/insights/index.html", /\/insights\/$/],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.request().redirectedFrom()?.url(), path).toContain(path);
    await expect(page, path).toHaveURL(url);
  }
});
