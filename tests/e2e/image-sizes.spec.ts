// No image is fetched larger than the page shows it: on a phone, each page type's
// images (the lazy ones made eager, so every one loads) are fetched at the smallest
// width of their srcset that covers their box at the screen's pixel density. A
// sizes attribute that claims more than the layout gives (the home slider's
// thumbnails once said 280px where a phone shows them at 102) costs every visit
// the bytes of the next width up, and on a slow connection they are fetched while
// the page's largest image is too.
import { expect, test } from "@playwright/test";
import { pageTypes } from "../../build/shared/page-types";
import { readE2eReport } from "../helpers/e2e-site";

const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 };

test("every image on a phone is fetched at the smallest width that covers its box", async ({ browser }) => {
  test.setTimeout(300_000);
  const failures: string[] = [];
  for (const { url } of pageTypes(readE2eReport().routes)) {
    // a context per page: a larger width already in the cache may be chosen over a smaller one
    const context = await browser.newContext({ viewport: { width: PHONE.width, height: PHONE.height }, deviceScaleFactor: PHONE.deviceScaleFactor });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    await page.evaluate(() => {
      for (const img of Array.from(document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]'))) img.loading = "eager";
    });
    await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
    const oversized = await page.evaluate((density) => {
      const widthOf = (url: string) => Number(/\/m\/(?:fit-in\/)?(\d+)x/.exec(url)?.[1] ?? Number.NaN);
      return Array.from(document.querySelectorAll<HTMLImageElement>("img[srcset]")).flatMap((img) => {
        const shown = img.getBoundingClientRect().width;
        const fetched = widthOf(img.currentSrc);
        if (shown === 0 || Number.isNaN(fetched)) return []; // hidden (a filtered-out row, a closed menu)
        const widths = img.srcset
          .split(",")
          .map((candidate) => Number.parseInt(candidate.trim().split(/\s+/)[1] ?? "", 10))
          .sort((a, b) => a - b);
        const enough = widths.find((w) => w >= shown * density) ?? widths.at(-1)!;
        return fetched > enough
          ? [`${img.className || img.closest("[class]")?.className}: shown ${Math.round(shown)} px, fetched ${fetched}w where ${enough}w covers it (sizes="${img.sizes}")`]
          : [];
      });
    }, PHONE.deviceScaleFactor);
    failures.push(...oversized.map((line) => `${url}: ${line}`));
    await context.close();
  }
  expect(failures, failures.join("\n")).toEqual([]);
});
