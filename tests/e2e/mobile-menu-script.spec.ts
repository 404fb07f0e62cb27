// On a phone, the mobile menu and the contact form cost no JavaScript until they are touched: the page
// requests no script after load, the first tap downloads the menu and still
// opens it (the tap is not lost), and keyboard focus on the toggle wakes it too.
import { expect, type Page, test } from "@playwright/test";

function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const toggle = (page: Page) => page.getByRole("button", { name: "Menu", exact: true });

test.describe("mobile menu JavaScript at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("no script is requested until the menu is touched; the first tap loads it and opens the menu", async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto("/about");
    await page.mouse.wheel(0, 1500);
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);

    await page.evaluate(() => window.scrollTo(0, 0));
    await toggle(page).tap();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
    expect(scripts.some((s) => /\/MobileMenu-/.test(s))).toBe(true);
  });

  test("keyboard focus on the toggle loads the menu, and Enter opens it", async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto("/about");
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);
    await toggle(page).focus();
    await expect.poll(() => scripts.some((s) => /\/MobileMenu-/.test(s))).toBe(true);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  });
});

test.describe("the contact form's JavaScript at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the contact page requests no script until the form is touched; the tap loads the form's island", async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto("/contact/");
    await page.mouse.wheel(0, 1500);
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);

    await page.getByRole("textbox", { name: /Full Name/ }).tap();
    await expect(page.locator('site-island[data-island="ContactForm"]')).toHaveAttribute("data-hydrated", "");
    expect(scripts.some((s) => /\/ContactForm-/.test(s))).toBe(true);
    await expect(page.getByRole("textbox", { name: /Full Name/ })).toBeFocused();
  });
});

test.describe("mobile menu before its script arrives", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, javaScriptEnabled: false });

  test("the native popover opens the menu with every link", async ({ page }) => {
    await page.goto("/about");
    await toggle(page).tap();
    const panel = page.locator(".mobile-menu__panel");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "About" })).toBeVisible();
  });
});
