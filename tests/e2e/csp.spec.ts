// The Content Security Policy the build writes holds on the real site: every page
// (its HTML checked against the policy) and one page of each kind at 390 and 1440 px (menus
// used, form sent) raise no `securitypolicyviolation` event and no CSP console error.
import { expect, type Page, test } from "@playwright/test";
import { scriptHash } from "../../build/pipeline/write/csp";
import { fakeVideoHosts } from "../helpers/fake-video-hosts";
import { allPages, exerciseMenus, onePagePerKind, sendEnquiry, wakeIslands } from "./site-walk";

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

// every page, read as the browser gets it: each inline script is one the policy
// hashes, and nothing is loaded from another origin (a browser pass over 209 pages
// with their images takes minutes on CI's shared cores; the kinds below run in it)
test("every page's inline scripts are allowed by the policy and it loads nothing from elsewhere", async ({ request }) => {
  test.setTimeout(120_000);
  const policy = (await request.get("/")).headers()["content-security-policy"] ?? "";
  const hashes = new Set(policy.match(/'sha256-[^']+'/g));
  const problems: string[] = [];
  for (const { url } of allPages()) {
    const response = await request.get(url);
    const html = await response.text();
    if (response.headers()["content-security-policy"] !== policy) problems.push(`${url}: a different policy`);
    for (const [, attrs = "", body = ""] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
      if (/\stype="application\/(ld\+)?json"/.test(attrs)) continue;
      if (/\ssrc=/.test(attrs) || !hashes.has(scriptHash(body))) problems.push(`${url}: a script not allowed: ${attrs}${body.slice(0, 60)}`);
    }
    for (const [tag] of html.matchAll(/<(?:img|source|link|iframe|video)\s[^>]*>/g)) {
      if (/\srel="(canonical|alternate)"/.test(tag)) continue; // names a URL, loads nothing
      const elsewhere = [...tag.matchAll(/\s(?:src|href|srcset)="([a-z]+:[^"]*)"/gi)].map((m) => m[1]!).filter((v) => !v.startsWith("data:"));
      for (const src of elsewhere) problems.push(`${url}: loads ${src}`);
    }
  }
  expect(problems).toEqual([]);
});

for (const width of [390, 1440]) {
  test(`one page of each kind at ${width} px, its menus, videos, lightbox, filter and form run without a violation`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await fakeVideoHosts(page);
    const violations = await recordViolations(page);
    for (const url of onePagePerKind()) {
      await page.goto(url);
      await wakeIslands(page);
      await exerciseMenus(page);
    }
    await playAVideo(page);
    await openALightbox(page);
    await filterCaseStudies(page);
    await page.goto("/contact/");
    await sendEnquiry(page);
    expect(violations).toEqual({ events: [], console: [] });
  });
}

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
