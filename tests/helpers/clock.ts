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

/**
 * Installs the page's clock at `time` and stops it a minute later, before the page loads: nothing
 * runs on it yet, so the jump fires nothing, and a minute is more than any busy machine takes
 * between the two calls (with one second, a run with both cores busy passed the pause time first:
 * "Cannot fast-forward to the past").
 */
export async function installPausedClock(page: Page, time: Date): Promise<void> {
  await page.clock.install({ time });
  await page.clock.pauseAt(new Date(time.getTime() + 60_000));
}
