// axe-core with the WCAG 2.0/2.1/2.2 A and AA rules: every built page at a
// desktop width and at a phone width, with zero violations (a phone width finds
// what a desktop one cannot, such as a code block that only scrolls there). Image bytes are not needed for these rules (sizes come from the
// width/height attributes), so they are not fetched, which keeps the audit fast.
// The scroll-in animation is switched off (reduced motion), so every section is
// checked in its final, fully visible state rather than half faded in; so is what
// renders only near the viewport (content-visibility).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page, test } from "@playwright/test";
import type { AxeResults } from "axe-core";
import { readE2eReport } from "../helpers/e2e-site";

const SHARDS = 8;
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const WIDTHS = [1440, 390];
// axe-core itself, given to every page as it opens (below), rather than sent into each page again
// before every analysis as @axe-core/playwright does: the audit runs axe 418 times. The minified
// file, since every page parses it (axe.source is the unminified build, twice the size).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe in the page, as it stands: only violations are kept (no page here has a frame for axe to gather from). */
function analyse(page: Page): Promise<AxeResults["violations"]> {
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof import("axe-core") };
    // text laid out in its final face: a font arriving mid-analysis would move the text axe measures
    // the colours behind
    await document.fonts.ready;
    const result = await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return result.violations;
  }, TAGS);
}

/**
 * One page at each width, each a fresh load at that width, as a visitor on that screen opens it.
 * Not one load resized: after a resize, styles sized by the viewport (the fluid type) could still
 * be those of the first width when axe read them (seen on 2 of 30 pages of a loaded run, and on
 * most without frames, build/shared/chromium.ts).
 */
async function violations(page: Page, url: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const response = await page.goto(url, { waitUntil: "load" });
    expect(response?.status(), url).toBeLessThan(500);
    for (const v of await analyse(page)) {
      found.push(
        `${url} @${width}px ${v.id}: ${v.help}\n    ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(" ")}: ${n.failureSummary?.split("\n").at(-1)?.trim() ?? ""}`)
          .join("\n    ")}`,
      );
    }
  }
  return found;
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
  await page.addInitScript({ content: AXE_SOURCE });
  // content-visibility: auto skips rendering what is far from the viewport (the footer, listing rows),
  // and axe then reads its colours against whatever lies behind the skipped box (axe-core issue
  // #2768): the audit checks it rendered, as a visitor who scrolls there sees it. Switched off from
  // the document's first style on: switched off after the load, a footer skipped until then now and
  // then kept styles computed without the stylesheet (its text read as unstyled black and link blue
  // on the ink background, 3 times in some 25 runs, once on a second analysis too)
  await page.addInitScript(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync("* { content-visibility: visible !important; }");
    document.adoptedStyleSheets = [sheet];
  });
  await page.emulateMedia({ reducedMotion: "reduce" });
  // image and video bytes refused by Chromium's network stack itself: a Playwright route would
  // stop every request on its way for the test to look at, and turn the HTTP cache off, so the
  // stylesheets and fonts came again for each of the 418 loads
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setBlockedURLs", { urls: ["*/img/*", "*.mp4", "*.jpg", "*.jpeg", "*.webp"] });
});

// Every page at both widths, in shards the workers share.
for (let shard = 0; shard < SHARDS; shard++) {
  test(`axe finds no WCAG 2.2 AA violations and the CSP none at ${WIDTHS.join(" and ")} px (pages shard ${shard + 1}/${SHARDS})`, async ({ page }) => {
    test.setTimeout(600_000);
    const urls = readE2eReport()
      .routes.map((r) => r.url)
      .filter((_, i) => i % SHARDS === shard);
    const failures: string[] = [];
    for (const url of urls) failures.push(...(await violations(page, url)));
    expect(failures, failures.join("\n")).toEqual([]);
    expect(violated).toEqual([]);
  });
}
