// The case-study filter: live, it filters the rows in place and keeps the choice
// in the address with replaceState (Any removes it); without JavaScript the form
// reaches the pre-built filtered pages; odd ?service= values land on the
// unfiltered listing, never on a 404.
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { runBuild } from "../../build/pipeline/run-build";
import { type RunningServer, startServer } from "../../build/serve/serve";
import { makeContentDir, story } from "../helpers/content";
import { listingStories } from "../helpers/listing-content";

const rows = (page: Page) => page.locator(".case-study-results__row:visible");
const select = (page: Page) => page.getByLabel("Filter by service");
const count = (page: Page) => page.locator(".case-study-listing__count");

test("choosing a service filters in place and replaces the address; Any removes the parameter", async ({ page }) => {
  await page.goto("/case-studies/");
  await expect(rows(page)).toHaveCount(50);
  await expect(select(page)).toHaveValue("");
  await expect(select(page).locator("option:checked")).toHaveText("Any");
  const historyLength = await page.evaluate(() => history.length);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

  // a visitor's pointer reaches the select before choosing, which wakes the island
  await select(page).hover();
  await select(page).selectOption({ label: "Drone & Aerial Video" });
  await expect(page).toHaveURL(/\/case-studies\/\?service=drone-aerial-video$/);
  await expect(rows(page)).toHaveCount(8);
  await expect(count(page)).toHaveText("8 case studies");
  await expect(page.getByRole("button", { name: "Show work" })).toHaveCount(0);

  await select(page).selectOption({ label: "Event Video" });
  await expect(page).toHaveURL(/\?service=event-video$/);
  await expect(rows(page)).toHaveCount(7);

  await select(page).selectOption({ label: "Any" });
  await expect(page).toHaveURL(/\/case-studies\/$/);
  await expect(rows(page)).toHaveCount(50);
  await expect(count(page)).toHaveText("50 case studies");
  // no reload and no new history entry
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
});

test("a choice made while the filter is still waking is applied once it wakes, not undone by its hydration", async ({ page }) => {
  // the island's script is held back until the choice is made, as on a slow connection
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/islands\/CaseStudyFilter-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/case-studies/");
  await select(page).focus();
  await select(page).selectOption({ label: "Drone & Aerial Video" });
  release();
  await expect(page.getByRole("button", { name: "Show work" })).toHaveCount(0);
  await expect(page).toHaveURL(/\/case-studies\/\?service=drone-aerial-video$/);
  await expect(select(page)).toHaveValue("drone-aerial-video");
  await expect(rows(page)).toHaveCount(8);
  await expect(count(page)).toHaveText("8 case studies");
});

test("?service= preselects the service, and the live filter carries on from there", async ({ page }) => {
  const response = await page.goto("/case-studies/?service=event-video");
  expect(response?.status()).toBe(200);
  await expect(select(page)).toHaveValue("event-video");
  await expect(rows(page)).toHaveCount(7);
  await select(page).focus();
  await select(page).selectOption({ label: "Corporate Video" });
  await expect(page).toHaveURL(/\?service=corporate-video$/);
  await expect(rows(page)).toHaveCount(8);
});

test("filter choices are sorted alphabetically after Any, the one choice of every service", async ({ page }) => {
  await page.goto("/case-studies/");
  const labels = await select(page).locator("option").allTextContents();
  expect(labels[0]).toBe("Any");
  expect(labels).not.toContain("All");
  const services = labels.slice(1);
  expect(services).toEqual([...services].sort((a, b) => a.localeCompare(b, "en")));
  expect(services).toHaveLength(14);
});

test("unknown, empty or differently cased ?service= values never 404", async ({ page }) => {
  for (const query of ["service=", "service=weddings", "service=Event-Video", "service=all"]) {
    const response = await page.goto(`/case-studies/?${query}`);
    expect(response?.status(), query).toBe(200);
    await expect(rows(page)).toHaveCount(50);
  }
});

test("once touched, the filter makes the address say what the page shows", async ({ page }) => {
  await page.goto("/case-studies/?service=weddings");
  await select(page).hover();
  await expect(page).toHaveURL(/\/case-studies\/$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form reaches each pre-built filtered page, and Any the whole list", async ({ page }) => {
    await page.goto("/case-studies/");
    await select(page).selectOption({ label: "Drone & Aerial Video" });
    await page.getByRole("button", { name: "Show work" }).click();
    await expect(page).toHaveURL(/\/case-studies\/\?service=drone-aerial-video$/);
    await expect(rows(page)).toHaveCount(8);
    await expect(count(page)).toHaveText("8 case studies");
    await select(page).selectOption({ label: "Any" });
    await page.getByRole("button", { name: "Show work" }).click();
    await expect(page).toHaveURL(/\/case-studies\/\?service=$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(rows(page)).toHaveCount(50);
  });
});

// The embedded content has work for every service, so the empty state needs a small site of its own:
// three services, and no case study made with Drone Video.
test.describe("a service without case studies", () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    const content = await makeContentDir([
      ...listingStories(),
      story({
        full_slug: "case-studies/",
        is_startpage: true,
        content: { component: "page", body: [{ _uid: "l", component: "case_study_listing", heading: "Our work", show_filter: true }] },
      }),
    ]);
    const outDir = join(content, "out");
    await runBuild({ contentDir: content, outDir, publicDir: "public", preview: false, minify: true, strict: false });
    server = await startServer({ dir: outDir, port: 0, contentDir: content });
  });
  test.afterAll(async () => server?.close());

  test("choosing it in the live filter shows the empty state with the service's name", async ({ page }) => {
    await page.goto(`${server.url}/case-studies/`);
    await expect(rows(page)).toHaveCount(3);
    const empty = page.locator(".case-study-listing .empty-state__message");
    await expect(empty).toBeHidden();
    await select(page).hover();
    await select(page).selectOption({ label: "Drone Video" });
    await expect(page).toHaveURL(/\/case-studies\/\?service=drone-video$/);
    await expect(rows(page)).toHaveCount(0);
    await expect(count(page)).toHaveText("0 case studies");
    await expect(empty).toBeVisible();
    await expect(empty).toHaveText("No case studies found for “Drone Video” service.");

    // a service with work hides the empty state again
    await select(page).selectOption({ label: "Animation" });
    await expect(rows(page)).toHaveCount(1);
    await expect(empty).toBeHidden();
  });
});
