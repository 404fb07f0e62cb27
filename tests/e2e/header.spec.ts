// The header's menus and skip link, driven by pointer and by keyboard, with and
// without JavaScript: the desktop mega menu (disclosure pattern) and the mobile
// slide-in menu (modal panel with a drill-down submenu).
import { expect, type Locator, type Page, test } from "@playwright/test";

const SERVICE_COUNT = 14;

async function tabUntil(page: Page, isTarget: () => Promise<boolean>, limit = 20) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    if (await isTarget()) return;
  }
  throw new Error(`focus never reached the target in ${limit} Tab presses`);
}

/** a real mouse click where the element is, without Playwright's scroll-into-view (which itself jumps near a sticky header) */
async function clickInPlace(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

test.describe("skip link", () => {
  test("is the first Tab stop, shows when focused and moves focus to the main content", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    const box = await skip.boundingBox();
    expect(box && box.y >= 0 && box.height > 0).toBe(true);
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
    expect(new URL(page.url()).hash).toBe("#main");
  });
});

test.describe("mega menu (desktop)", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("opens on hover, lists every service with its icon, and closes when the pointer leaves", async ({ page }) => {
    await page.goto("/about");
    const toggle = page.getByRole("button", { name: "Services menu" });
    const panel = page.locator(".mega");
    await expect(panel).toBeHidden();
    const link = page.locator(".site-nav__item--mega .site-nav__link");
    await link.hover();
    await expect(panel).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const services = panel.locator(".mega__grid a");
    await expect(services).toHaveCount(SERVICE_COUNT);
    for (const link of await services.all()) await expect(link.locator("svg")).toHaveCount(1);
    // travelling down from the link into the panel keeps it open
    const box = (await link.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, 200, { steps: 8 });
    await expect(panel).toBeVisible();
    await page.mouse.move(720, 800, { steps: 4 });
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAttribute("aria-controls", (await panel.getAttribute("id"))!);
  });

  test("opens when focus enters, Escape closes it and returns focus to the toggle, Enter toggles it", async ({ page }) => {
    await page.goto("/about");
    const servicesLink = page.locator(".site-nav__item--mega .site-nav__link");
    const toggle = page.getByRole("button", { name: "Services menu" });
    const panel = page.locator(".mega");
    await tabUntil(page, () => servicesLink.evaluate((el) => el === document.activeElement));
    await expect(panel).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await focusedText(page)).toBe("All services");
    await page.keyboard.press("Tab");
    expect(await focusedText(page)).toBe("Corporate Video");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    // with the panel closed, Tab moves on to the next top-level link
    await page.keyboard.press("Tab");
    expect(await focusedText(page)).toBe("Case Studies");
  });

  test("closes on route change, including a return through the back button", async ({ page }) => {
    await page.goto("/about");
    await page.locator(".site-nav__item--mega .site-nav__link").hover();
    await page.locator(".mega").getByRole("link", { name: "Event Video" }).click();
    await expect(page).toHaveURL(/\/services\/event-video$/);
    await page.mouse.move(720, 800);
    await expect(page.locator(".mega")).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await page.mouse.move(720, 800);
    await expect(page.locator(".mega")).toBeHidden();
    await expect(page.getByRole("button", { name: "Services menu" })).not.toHaveAttribute("aria-expanded", "true");
  });

  test("a visitor who never touches the menu downloads no menu JavaScript; hovering loads it", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/about");
    await page.mouse.wheel(0, 1500);
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((s) => /\/(MegaMenu|MobileMenu)-/.test(s))).toEqual([]);
    await page.locator(".site-nav__item--mega .site-nav__link").hover();
    await expect(page.getByRole("button", { name: "Services menu" })).toHaveAttribute("aria-expanded", "true");
    expect(scripts.some((s) => /\/MegaMenu-/.test(s))).toBe(true);
    expect(scripts.some((s) => /\/MobileMenu-/.test(s))).toBe(false);
  });

  test("scrolled down the page, opening by focus, Escape and Enter leaves the scroll position alone", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => window.scrollTo(0, 1200));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(400);
    // focus arrives as a Tab would bring it, without Playwright's own scrolling
    await page.locator(".site-nav__item--mega .site-nav__link").evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
    await expect(page.getByRole("button", { name: "Services menu" })).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Services menu" })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.keyboard.press("Enter");
    await expect(page.locator(".mega")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator(".mega")).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the panel still opens on hover and on focus, and claims no expanded state", async ({ page }) => {
      await page.goto("/about");
      const panel = page.locator(".mega");
      await page.locator(".site-nav__item--mega .site-nav__link").hover();
      await expect(panel).toBeVisible();
      await page.mouse.move(720, 800);
      await expect(panel).toBeHidden();
      await page.locator(".site-nav__item--mega .site-nav__link").focus();
      await expect(panel).toBeVisible();
      await expect(page.getByRole("button", { name: "Services menu" })).not.toHaveAttribute("aria-expanded", /.*/);
    });
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  const toggle = (page: Page) => page.getByRole("button", { name: "Menu", exact: true });
  const dialog = (page: Page) => page.getByRole("dialog", { name: "Menu" });
  const rootOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow);

  test("opens by pointer, drills into Services and back, and closes with focus returned", async ({ page }) => {
    await page.goto("/about");
    await expect(page.locator(".site-nav")).toBeHidden();
    await toggle(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
    await expect(dialog(page).getByRole("button", { name: "Close menu" })).toBeFocused();
    expect(await rootOverflow(page)).toBe("hidden");

    // includeHidden: once drilled in, the top level leaves the accessibility tree while its button keeps its state
    const drill = dialog(page).getByRole("button", { name: "Services", includeHidden: true });
    await drill.click();
    await expect(drill).toHaveAttribute("aria-expanded", "true");
    const back = dialog(page).getByRole("button", { name: "Back" });
    await expect(back).toBeFocused();
    const submenu = page.locator(".mobile-menu__sub[data-active]");
    await expect(submenu.getByRole("link")).toHaveCount(SERVICE_COUNT + 1);
    await expect(dialog(page).getByRole("link", { name: "About" })).toBeHidden();
    await back.click();
    await expect(submenu).toHaveCount(0);
    await expect(drill).toBeFocused();
    await expect(drill).toHaveAttribute("aria-expanded", "false");

    await dialog(page).getByRole("button", { name: "Close menu" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    expect(await rootOverflow(page)).not.toBe("hidden");
  });

  test("works by keyboard: Enter opens, Tab stays inside, Escape closes and focus returns", async ({ page }) => {
    await page.goto("/about");
    await tabUntil(page, () => toggle(page).evaluate((el) => el === document.activeElement));
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // drill down and back by keyboard
    await dialog(page).getByRole("button", { name: "Services" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog(page).getByRole("button", { name: "Back" })).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await focusedText(page)).toBe("All services");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(dialog(page).getByRole("button", { name: "Services" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("scrolled down the page, opening, drilling in and out and closing never moves the page", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => window.scrollTo(0, 1200));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(400);
    const scrollY = () => page.evaluate(() => window.scrollY);
    await clickInPlace(page, toggle(page));
    await expect(dialog(page).getByRole("button", { name: "Close menu" })).toBeFocused();
    expect(await scrollY()).toBe(scrolled);
    await clickInPlace(page, dialog(page).getByRole("button", { name: "Services" }));
    await expect(dialog(page).getByRole("button", { name: "Back" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog(page).getByRole("button", { name: "Services" })).toBeFocused();
    await clickInPlace(page, dialog(page).getByRole("button", { name: "Close menu" }));
    await expect(toggle(page)).toBeFocused();
    expect(await scrollY()).toBe(scrolled);
    await expect(dialog(page)).toBeHidden();
    await clickInPlace(page, toggle(page));
    await expect(dialog(page).getByRole("button", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle(page)).toBeFocused();
    expect(await scrollY()).toBe(scrolled);
  });

  test("locks page scroll while open and releases it on close", async ({ page }) => {
    await page.goto("/about");
    await toggle(page).click();
    await expect(dialog(page)).toBeVisible();
    await page.mouse.move(195, 600);
    // the wheel's scroll, were it let through, starts by the second frame after its event: wait for
    // that, however long this machine takes, rather than a fixed time
    await page.evaluate(() => {
      const w = window as unknown as { wheeled: Promise<void> };
      w.wheeled = new Promise((done) => addEventListener("wheel", () => requestAnimationFrame(() => requestAnimationFrame(() => done())), { once: true, capture: true }));
    });
    await page.mouse.wheel(0, 1200);
    await page.evaluate(() => (window as unknown as { wheeled: Promise<void> }).wheeled);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("closes when the window grows to the desktop layout", async ({ page }) => {
    await page.goto("/about");
    await toggle(page).click();
    await expect(dialog(page)).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 844 });
    await expect(dialog(page)).toBeHidden();
    expect(await rootOverflow(page)).not.toBe("hidden");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the menu is a native popover that reaches every link, services included", async ({ page }) => {
      await page.goto("/about");
      const panel = page.locator(".mobile-menu__panel");
      await expect(panel).toBeHidden();
      await toggle(page).click();
      await expect(panel).toBeVisible();
      for (const name of ["About", "Services", "Case Studies", "Insights", "Contact", "Corporate Video", "Drone & Aerial Video"]) {
        await expect(panel.getByRole("link", { name, exact: true })).toBeVisible();
      }
      await panel.getByRole("button", { name: "Close menu" }).click();
      await expect(panel).toBeHidden();
    });
  });
});
