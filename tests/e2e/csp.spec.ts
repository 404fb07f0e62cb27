// The Content Security Policy the build writes holds on the real site: it comes with every page,
// and every page's HTML keeps to it. A visitor's walk over one page of each kind at 390 and
// 1440 px (menus used, videos played, form sent) raises no violation: visitor-walk.spec.ts.
import { expect, test } from "@playwright/test";
import { scriptHash } from "../../build/pipeline/write/csp";
import { allPages } from "./site-walk";
import { recordViolations } from "./visitor-records";

test("the policy is sent with every page", async ({ request }) => {
  const response = await request.get("/");
  const policy = response.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(policy).toContain("frame-ancestors 'none'");
});

// every page, read as the browser gets it: each inline script is one the policy
// hashes, and nothing is loaded from another origin (a browser pass over 209 pages
// with their images takes minutes on CI's shared cores; visitor-walk.spec.ts runs one page of each kind in it)
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

test("the recorder sees a blocked inline script (so the checks above and the walk's can fail)", async ({ page }) => {
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
