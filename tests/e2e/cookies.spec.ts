// The cookie policy tells the truth. That a visitor who walks every page type at both widths,
// wakes every island, uses the menus and sends the form ends up with exactly the cookies and
// storage keys the policy's table lists is checked on visitor-walk.spec.ts's walk; here, that the
// comparison can fail, and what the policy says of the video hosts.
import { expect, test } from "@playwright/test";
import { fakeVideoHosts } from "../helpers/fake-video-hosts";
import { storedByThePage } from "./visitor-records";

test("the comparison sees a stored key (so the walk's check can fail)", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("planted", "1"));
  expect(await storedByThePage(page)).toContain("localStorage:planted");
  await page.evaluate(() => localStorage.clear());
});

test("the policy says what the browser asks of the video hosts before anyone presses play", async ({ page }) => {
  const hosts = await fakeVideoHosts(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  // no click: the slider's background player and the oEmbed checks of videos near the viewport
  await expect.poll(() => hosts.requests.filter((url) => url.startsWith("https://player.vimeo.com/")).length).toBeGreaterThan(0);
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => hosts.requests.filter((url) => url.startsWith("https://vimeo.com/api/oembed")).length).toBeGreaterThan(0);

  await page.goto("/cookie-policy");
  const main = page.locator("main");
  await expect(main).not.toContainText("until you choose to watch");
  await expect(main).toContainText("your browser contacts them before you press play");
  await expect(main).toContainText("the slider plays short muted clips in Vimeo's player by itself");
  await expect(main).toContainText("pointing at a case study's picture plays a muted preview in Vimeo's player");
});
