// Shared by the CSP and cookie browser tests: the built site's pages (from the
// build report), one per kind, and a visitor who wakes every island on a page:
// scrolls the whole page, hovers and focuses each island, opens the menus, and
// sends the enquiry form.
import { expect, type Page } from "@playwright/test";
import { readE2eReport } from "../helpers/e2e-site";
import { typeEnquiry, uniqueEnquiry, wakeForm } from "./contact-form-site";

export function allPages(): { url: string; kind: string }[] {
  return readE2eReport().routes.map(({ url, kind }) => ({ url, kind }));
}

/** The first page of each kind, plus the pages that carry the form and the home page. */
export function onePagePerKind(): string[] {
  const first = new Map<string, string>();
  for (const { url, kind } of allPages()) if (!first.has(kind)) first.set(kind, url);
  return [...new Set(["/", "/contact/", ...first.values()])];
}

/**
 * Scrolls to the end (visible triggers) and points at and focuses every island's
 * first control (events, not mouse moves: revealed content is still animating).
 */
export async function wakeIslands(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  for (const island of await page.locator("site-island").all()) {
    const control = island.locator("a, button, input, textarea").first();
    if (!(await control.isVisible())) continue;
    await control.dispatchEvent("pointerover");
    await control.focus();
    await expect(island).toHaveAttribute("data-hydrated", "");
  }
}

/** Opens whichever menu the width shows (the mega menu by hover, the mobile one by its button), then closes it. */
export async function exerciseMenus(page: Page): Promise<void> {
  const services = page.locator(".site-nav__item--mega .site-nav__link");
  if (await services.isVisible()) {
    await services.hover();
    await expect(page.getByRole("button", { name: "Services menu" })).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(5, 800);
  }
  const mobile = page.getByRole("button", { name: "Menu", exact: true });
  if (await mobile.isVisible()) {
    await mobile.click();
    await expect(mobile).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
  }
}

/** Sends an enquiry through the form on the current page and waits for the answer. */
export async function sendEnquiry(page: Page): Promise<void> {
  await wakeForm(page);
  await typeEnquiry(page, uniqueEnquiry("walk"));
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/send-email"));
  await page.keyboard.press("Enter");
  await answered;
}
