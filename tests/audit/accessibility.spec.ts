// axe-core with the WCAG 2.0/2.1/2.2 A and AA rules over every built page, at a
// phone width and a desktop width, with zero violations.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { readE2eReport } from "../helpers/site";

const SHARDS = 4;
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

for (let shard = 0; shard < SHARDS; shard++) {
  test(`axe finds no WCAG 2.2 AA violations (pages shard ${shard + 1}/${SHARDS})`, async ({ page }) => {
    test.setTimeout(600_000);
    const urls = readE2eReport().routes.map((r) => r.url).filter((_, i) => i % SHARDS === shard);
    const failures: string[] = [];
    for (const url of urls) {
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const response = await page.goto(url, { waitUntil: "load" });
        expect(response?.status(), url).toBeLessThan(500);
        const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        for (const v of violations) {
          failures.push(`${url} @${width}px ${v.id}: ${v.help}\n    ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join("\n    ")}`);
        }
      }
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });
}
