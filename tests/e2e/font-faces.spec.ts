// The pages paint their text from the core faces alone: the latin faces are cut in
// two (build/pipeline/assets/fonts.ts), and the rest of each (ü, ñ, ¿…) is fetched only by a page
// that shows one of its characters. One page of every type, read to its end (every
// row of a long listing laid out), fetches no other face; and a page given such a
// character fetches the rest face for it, so the split is what the browser follows.
import { expect, type Page, test } from "@playwright/test";
import { pageTypes } from "../../build/shared/page-types";
import { readE2eReport } from "../helpers/e2e-site";

const fontName = (url: string) => /\/assets\/fonts\/(inter-[a-z-]+)-[0-9a-f]{10}\.woff2$/.exec(url)?.[1] ?? url;

/** The font faces the page fetches from now on, by name (inter-latin-core-wght-normal…). */
function recordFonts(page: Page): string[] {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fetched.push(fontName(request.url()));
  });
  return fetched;
}

/** Scrolls to the end and back, so every part of the page is laid out, then waits for the faces it asked for. */
async function readToTheEnd(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((next) => requestAnimationFrame(() => requestAnimationFrame(next)));
    }
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
}

test("every page type paints with the core faces alone", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const failures: string[] = [];
  for (const { url } of pageTypes(readE2eReport().routes)) {
    const fetched = recordFonts(page);
    await page.goto(url, { waitUntil: "load" });
    await readToTheEnd(page);
    if (!fetched.includes("inter-latin-core-wght-normal")) failures.push(`${url}: the preloaded core face was not fetched`);
    for (const name of fetched.filter((n) => !/^inter-latin-core-wght-(normal|italic)$/.test(n))) failures.push(`${url}: also fetched ${name}`);
    page.removeAllListeners("request");
  }
  expect(failures, failures.join("\n")).toEqual([]);
});

test("a character outside the core makes the page fetch the latin face with the rest", async ({ page }) => {
  const fetched = recordFonts(page);
  await page.goto("/about", { waitUntil: "load" });
  await readToTheEnd(page);
  expect(fetched).not.toContain("inter-latin-wght-normal");
  const rest = page.waitForRequest((request) => fontName(request.url()) === "inter-latin-wght-normal");
  await page.locator("main h1").evaluate((heading) => heading.append(" — naïve"));
  await rest;
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"', "ï"))).toBe(true);
});
