// One visitor's walk over the real site at a phone's and a desktop's width: one page of each
// kind with its islands woken and its menus used, a case study's film played, a gallery image
// opened larger, the case studies filtered and the form sent. The walk is taken once and checked
// for two things:
// - the Content Security Policy holds: no `securitypolicyviolation` event, no CSP console error;
// - the cookie policy tells the truth: what the walk leaves in cookies and in local or session
//   storage is exactly what the policy's table lists (today: none, and the policy says so).
import { expect, type Page, test } from "@playwright/test";
import { fakeVideoHosts } from "../helpers/fake-video-hosts";
import { allPages, exerciseMenus, onePagePerKind, sendEnquiry, wakeIslands } from "./site-walk";
import { recordViolations, storedByThePage } from "./visitor-records";

// the policy test below compares what both walks stored
test.describe.configure({ mode: "serial" });

const stored = new Set<string>();

for (const width of [390, 1440]) {
  test(`one page of each kind at ${width} px, its menus, videos, lightbox, filter and form run without a CSP violation`, async ({ page, context }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await fakeVideoHosts(page);
    const violations = await recordViolations(page);
    const note = async () => {
      for (const key of await storedByThePage(page)) stored.add(key);
    };
    for (const url of onePagePerKind()) {
      await page.goto(url);
      await wakeIslands(page);
      await exerciseMenus(page);
      await note();
    }
    await playAVideo(page);
    await note();
    await openALightbox(page);
    await note();
    await filterCaseStudies(page);
    await note();
    await page.goto("/contact/");
    await sendEnquiry(page);
    await note();
    for (const cookie of await context.cookies()) stored.add(cookie.name);
    expect(violations).toEqual({ events: [], console: [] });
  });
}

test("what the walks stored matches the cookie policy", async ({ page }) => {
  await page.goto("/cookie-policy");
  const listed = await page.locator("main table tbody tr").evaluateAll((rows) => rows.map((row) => row.querySelector("td, th")?.textContent?.trim() ?? ""));
  expect([...stored].sort()).toEqual([...listed].sort());
  if (listed.length === 0) await expect(page.locator("main")).toContainText("We set no cookies, use no analytics and keep nothing in your browser's local or session storage");
});

/** A case study's film played in place: oEmbed, @vimeo/player and the player frame under the policy. */
async function playAVideo(page: Page): Promise<void> {
  const [first] = allPages().filter((p) => p.kind === "case_study");
  await page.goto(first!.url);
  const banner = page.locator(".case-study-banner__still");
  await banner.getByRole("link", { name: /^Watch on Vimeo/ }).click();
  await expect(banner).toHaveAttribute("data-video-status", "playing");
  await expect(banner.locator("iframe")).toHaveAttribute("data-ready", "true");
}

/** A gallery image opened larger and closed again. */
async function openALightbox(page: Page): Promise<void> {
  await page.goto("/about");
  const opener = page.locator('site-island[data-island="LightboxImage"] a').first();
  await opener.scrollIntoViewIfNeeded();
  await opener.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
}

/** The live case-study filter: a service chosen in place. */
async function filterCaseStudies(page: Page): Promise<void> {
  await page.goto("/case-studies/");
  const filter = page.getByRole("combobox", { name: "Filter by service" });
  await filter.focus();
  await expect(page.locator('site-island[data-island="CaseStudyFilter"]')).toHaveAttribute("data-hydrated", "");
  const option = await filter.locator("option").nth(2).getAttribute("value");
  await filter.selectOption(option!);
  await expect(page).toHaveURL(/\?service=/);
}
