// axe-core with the WCAG 2.0/2.1/2.2 A and AA rules: every built page at a
// desktop width and at a phone width, with zero violations (a phone width finds
// what a desktop one cannot, such as a code block that only scrolls there). Image bytes are not needed for these rules (sizes come from the
// width/height attributes), so they are not fetched, which keeps the audit fast.
// The scroll-in animation is switched off (reduced motion), so every section is
// checked in its final, fully visible state rather than half faded in; so is what
// renders only near the viewport (content-visibility).
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { readE2eReport } from "../helpers/e2e-site";

const SHARDS = 4;
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

async function violations(page: Page, url: string, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: 900 });
  const response = await page.goto(url, { waitUntil: "load" });
  expect(response?.status(), url).toBeLessThan(500);
  // content-visibility: auto skips rendering what is far from the viewport (the footer, listing
  // rows), and axe then reads its colours against whatever lies behind the skipped box (axe-core
  // issue #2768): the audit checks it rendered, as a visitor who scrolls there sees it
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  // Legacy mode runs axe in the page itself. The default gathers each frame's partial results and
  // finishes them in a blank page it opens for every analysis, which doubled each page's cost here
  // (about 950 -> 470 ms); no built page has a frame for it to gather from. Only violations are
  // asserted on, so axe need not keep every passing node's details (options() replaces the options
  // object, withTags() then adds the tags to it).
  const result = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(TAGS)
    .setLegacyMode()
    .analyze();
  return result.violations.map(
    (v) =>
      `${url} @${width}px ${v.id}: ${v.help}\n    ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join("\n    ")}`,
  );
}

// the Content Security Policy is checked on the same visits: every page, both widths
const violated: string[] = [];
test.beforeEach(async ({ page }) => {
  violated.length = 0;
  await page.exposeFunction("reportCspViolation", (text: string) => violated.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { reportCspViolation(t: string): void }).reportCspViolation(`${location.pathname}: ${e.violatedDirective} blocked ${e.blockedURI || "inline"}`);
    });
  });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.route(/\/img\/|\.(mp4|jpe?g|webp)$/, (route) => route.abort());
});

// Every page at both widths, in shards the two workers share.
for (const width of [1440, 390]) {
  for (let shard = 0; shard < SHARDS; shard++) {
    test(`axe finds no WCAG 2.2 AA violations and the CSP none at ${width} px (pages shard ${shard + 1}/${SHARDS})`, async ({ page }) => {
      test.setTimeout(600_000);
      const urls = readE2eReport()
        .routes.map((r) => r.url)
        .filter((_, i) => i % SHARDS === shard);
      const failures: string[] = [];
      for (const url of urls) failures.push(...(await violations(page, url, width)));
      expect(failures, failures.join("\n")).toEqual([]);
      expect(violated).toEqual([]);
    });
  }
}
