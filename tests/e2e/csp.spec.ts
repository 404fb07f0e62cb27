// The Content Security Policy the build writes holds on the real site: every page
// (loaded at 1440 px) and one page of each kind at 390 and 1440 px (menus
// used, form sent) raise no `securitypolicyviolation` event and no CSP console error.
import { expect, test, type Page } from "@playwright/test";
import { allPages, onePagePerKind, sendEnquiry, useMenus, wakeIslands } from "./site-walk";

interface Violations {
  events: string[];
  console: string[];
}

/** Records violations from before the first script of each document runs. */
async function recordViolations(page: Page): Promise<Violations> {
  const found: Violations = { events: [], console: [] };
  await page.exposeFunction("reportCspViolation", (text: string) => found.events.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { reportCspViolation(t: string): void }).reportCspViolation(`${location.pathname}: ${e.violatedDirective} blocked ${e.blockedURI || "inline"}`);
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) found.console.push(`${page.url()}: ${message.text()}`);
  });
  return found;
}

test("the policy is sent with every page", async ({ request }) => {
  const response = await request.get("/");
  const policy = response.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(policy).toContain("frame-ancestors 'none'");
});

// a fast pass: every page's inline scripts, images and fonts (islands are woken per kind below)
test("every page at 1440 px loads without a violation", async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const violations = await recordViolations(page);
  for (const { url } of allPages()) {
    await page.goto(url);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  }
  expect(violations).toEqual({ events: [], console: [] });
});

for (const width of [390, 1440]) {
  test(`one page of each kind at ${width} px, its menus and the form run without a violation`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const violations = await recordViolations(page);
    for (const url of onePagePerKind()) {
      await page.goto(url);
      await wakeIslands(page);
      await useMenus(page);
    }
    await page.goto("/contact/");
    await sendEnquiry(page);
    expect(violations).toEqual({ events: [], console: [] });
  });
}

test("the recorder sees a blocked inline script (so the checks above can fail)", async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto("/");
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.injected = true";
    document.body.append(script);
  });
  await expect.poll(() => violations.events.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
});
