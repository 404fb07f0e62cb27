// Pausing Playwright's page clock "now". clock.pauseAt needs a time still ahead
// of the page's clock, and on a busy machine the clock can pass the chosen time
// between reading it and pausing: then the pause is asked again from the new now.
import type { Page } from "@playwright/test";

/** stops the page's clock (installed with page.clock.install) `aheadMs` from now, so only runFor moves it */
export async function pauseClock(page: Page, aheadMs = 500): Promise<void> {
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + aheadMs);
      return;
    } catch (error) {
      if (!String(error).includes("Cannot fast-forward to the past")) throw error;
    }
  }
}
