// A value given to a form control before its island is live is kept and applied:
// the island's chunk is held back at the network edge while the value changes
// with no pointer or focus first (as assistive technology or autofill set it),
// then let through.
import { expect, type Page, type Route, test } from "@playwright/test";
import { ENQUIRY_FIELD_LABELS } from "../../src/lib/enquiry";

/** Holds the named island's own chunk until release(); requested resolves once the browser asks for it. */
async function holdIslandChunk(page: Page, island: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested!: () => void;
  const asked = new Promise<void>((resolve) => {
    requested = resolve;
  });
  await page.route(new RegExp(`/assets/islands/${island}-[\\w-]+\\.js`), async (route: Route) => {
    requested();
    await released;
    await route.continue();
  });
  return { requested: asked, release };
}

/** Sets a control's value as assistive technology or autofill does: no pointer, no focus, only input and change. */
async function setWithoutFocus(page: Page, selector: string, value: string) {
  await page.locator(selector).evaluate((control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, v) => {
    control.value = v;
    control.dispatchEvent(new Event("input", { bubbles: true }));
    control.dispatchEvent(new Event("change", { bubbles: true }));
  }, value);
}

test("a filter choice made before the island is live filters the list and replaces the address once it is", async ({ page }) => {
  const chunk = await holdIslandChunk(page, "CaseStudyFilter");
  await page.goto("/case-studies/");
  const rows = page.locator(".case-study-results__row:visible");
  await expect(rows).toHaveCount(50);
  const historyLength = await page.evaluate(() => history.length);

  await setWithoutFocus(page, "select[name=service]", "drone-aerial-video");
  await chunk.requested;
  await expect(page.locator('site-island[data-island="CaseStudyFilter"]')).not.toHaveAttribute("data-hydrated");
  await expect(rows).toHaveCount(50);
  chunk.release();

  await expect(page.locator('site-island[data-island="CaseStudyFilter"]')).toHaveAttribute("data-hydrated", "");
  await expect(page).toHaveURL(/\/case-studies\/\?service=drone-aerial-video$/);
  await expect(rows).toHaveCount(8);
  await expect(page.locator(".case-study-listing__count")).toHaveText("8 case studies");
  await expect(page.getByLabel("Filter by service")).toHaveValue("drone-aerial-video");
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
});

test("what is typed or filled into the enquiry form before the island is live survives hydration", async ({ page }) => {
  const chunk = await holdIslandChunk(page, "ContactForm");
  await page.goto("/contact/");
  const form = page.locator("form#contact-form");
  const input = (name: keyof typeof ENQUIRY_FIELD_LABELS) => form.getByRole("textbox", { name: ENQUIRY_FIELD_LABELS[name], exact: true });

  // autofill: values with no key or focus
  await setWithoutFocus(page, "form#contact-form input[name=fullName]", "Ada Lovelace");
  await setWithoutFocus(page, "form#contact-form input[name=email]", "ada@example.com");
  await chunk.requested;
  // typing on while the chunk is still on its way
  await input("message").click();
  await page.keyboard.type("A film about our engines.");
  // the loader hands the checks to the island as soon as script runs, so a submit held meanwhile
  // meets the site's messages when it is replayed, never the browser's bubble (issue 42)
  await expect(form).toHaveAttribute("novalidate", "");
  chunk.release();

  await expect(page.locator('site-island[data-island="ContactForm"]')).toHaveAttribute("data-hydrated", "");
  await expect(form).toHaveAttribute("novalidate", "");
  await expect(input("fullName")).toHaveValue("Ada Lovelace");
  await expect(input("email")).toHaveValue("ada@example.com");
  await expect(input("message")).toHaveValue("A film about our engines.");
  await expect(input("message")).toBeFocused();
});
