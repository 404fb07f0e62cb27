// A lightbox whose closing is disabled (spec 4: it closes on Escape, outside,
// backdrop or close button "unless closing is disabled"). No page of the site
// disables closing, so a test-only page (tests/fixtures/lightbox) renders the
// real component, bundled here with esbuild and served by request routing.
// Chromium closes a modal <dialog> on a repeated Escape even when its cancel is
// prevented; the lightbox must open again and keep the page locked.
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { build } from "esbuild";
import { LIGHTBOX_EXIT_MS } from "../../src/lib/constants";
import { pauseClock } from "../helpers/clock";

const ORIGIN = "http://lightbox.test";
let script = "";
let css = "";

test.beforeAll(async () => {
  const bundle = await build({
    entryPoints: ["tests/fixtures/lightbox/closing-disabled.tsx"],
    bundle: true,
    write: false,
    format: "esm",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  script = bundle.outputFiles[0]!.text;
  css = await readFile("src/islands/Lightbox.css", "utf8");
});

test.use({ viewport: { width: 1280, height: 800 } });

async function openFixture(page: Page) {
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === "/fixture.js") return route.fulfill({ contentType: "text/javascript", body: script });
    return route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><title>Lightbox fixture</title><style>${css}</style><div id="root"></div><script type="module" src="/fixture.js"></script>`,
    });
  });
  await page.clock.install();
  await page.goto(`${ORIGIN}/`);
  await page.getByRole("button", { name: "Open" }).click();
  await expect(dialog(page)).toBeVisible();
  // from here only runFor moves the page's time: a clock left running counts the machine's own time too,
  // and on a busy one the exit's 300 ms passed before the check made at 250
  await pauseClock(page);
}

const dialog = (page: Page) => page.getByRole("dialog", { name: "Before you go on" });
const isModal = (page: Page) => page.locator("dialog.lightbox").evaluate((el) => (el as HTMLDialogElement).open && el.matches(":modal"));
const pageLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow === "hidden");

/** Still open, modal, the page locked and React agreeing, after more than the exit time has passed. */
async function expectStillOpen(page: Page) {
  await page.clock.runFor(LIGHTBOX_EXIT_MS + 200);
  await expect(dialog(page)).toBeVisible();
  expect(await isModal(page)).toBe(true);
  expect(await pageLocked(page)).toBe(true);
  await expect(page.locator("#state")).toHaveText("open");
}

test("with closing disabled there is no close button, and Escape (again and again), outside and backdrop clicks do nothing", async ({ page }) => {
  await openFixture(page);
  await expect(dialog(page).getByRole("button", { name: "Close" })).toHaveCount(0);

  // the first Escape's cancel is prevented; Chromium closes the dialog on the next ones regardless
  for (let i = 0; i < 3; i += 1) {
    await page.keyboard.press("Escape");
    await expectStillOpen(page);
  }
  // a click on the dialog beside its content, and one in the corner over the backdrop
  const box = (await dialog(page).locator(".lightbox__content").boundingBox())!;
  await page.mouse.click(box.x - 20, box.y + box.height / 2);
  await expectStillOpen(page);
  await page.mouse.click(4, 4);
  await expectStillOpen(page);
  // the keyboard stays inside: Tab lands on the content's own button
  await page.keyboard.press("Tab");
  await expect(dialog(page).getByRole("button", { name: "I have read it" })).toBeFocused();
});

test("once closing is allowed again, the close button appears and Escape closes after the exit, focus back on the opener", async ({ page }) => {
  await openFixture(page);
  await page.keyboard.press("Escape");
  await expectStillOpen(page);
  await dialog(page).getByRole("button", { name: "I have read it" }).click();
  const close = dialog(page).getByRole("button", { name: "Close" });
  await expect(close).toBeVisible();

  await page.keyboard.press("Escape");
  await page.clock.runFor(LIGHTBOX_EXIT_MS - 50);
  await expect(page.locator("#state")).toHaveText("open");
  await page.clock.runFor(100);
  await expect(page.locator("#state")).toHaveText("closed");
  await expect(page.locator("dialog.lightbox")).toHaveCount(0);
  expect(await pageLocked(page)).toBe(false);
  await expect(page.getByRole("button", { name: "Open" })).toBeFocused();
});
