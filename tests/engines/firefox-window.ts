// A Firefox window: Debian's firefox-esr, headless, driven by puppeteer-core over WebDriver BiDi.
// HTTPS goes through the video hosts' fake proxy; the site itself (http://localhost) is reached
// directly (Firefox never sends localhost through a proxy).
import puppeteer, { type Browser } from "puppeteer-core";
import { type EngineWindow, ERROR_COLLECTOR, SCREEN_HEIGHTS } from "./engine-window";

const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

export async function launchFirefox(proxy: string): Promise<Browser> {
  const [host, port] = proxy.split(":");
  return puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    headless: true,
    acceptInsecureCerts: true,
    extraPrefsFirefox: { "network.proxy.type": 1, "network.proxy.ssl": host, "network.proxy.ssl_port": Number(port) },
  });
}

export async function openFirefoxWindow(browser: Browser, baseUrl: string, width: number): Promise<EngineWindow> {
  const page = await browser.newPage();
  await page.setViewport({ width, height: SCREEN_HEIGHTS[width] ?? 900 });
  let errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String((error as Error).message ?? error)));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.evaluateOnNewDocument(ERROR_COLLECTOR);
  return {
    engine: "firefox",
    width,
    goto: async (path) => {
      errors = [];
      // each width is a tab of one browser: a tab in the background runs no animation frames (a smooth scroll never ends)
      await page.bringToFront();
      const url = new URL(path, baseUrl).href;
      try {
        await page.goto(url, { waitUntil: "load" });
      } catch (error) {
        // Firefox's remote agent now and then reports a navigation of a tab that just finished another as aborted
        // (NS_BINDING_ABORTED; puppeteer#12929, playwright#20749): the driver's own navigation, asked once more
        if (!String(error).includes("NS_BINDING_ABORTED")) throw error;
        await page.goto(url, { waitUntil: "load" });
      }
    },
    evaluate: (fn, ...args) => page.evaluate(fn as (...a: unknown[]) => unknown, ...args) as never,
    // scrolled there first at once, as in WebKit: the page's smooth scrolling would keep it moving
    click: async (selector) => {
      const element = await page.waitForSelector(selector);
      await element!.evaluate((e) => e.scrollIntoView({ block: "center", behavior: "instant" }));
      await element!.click();
    },
    type: (selector, text) => page.locator(selector).fill(text),
    press: (key) => page.keyboard.press(key),
    screenshot: async () => Buffer.from(await page.screenshot()),
    errors: async () => [...errors, ...(await page.evaluate(() => (window as unknown as { __engineErrors?: string[] }).__engineErrors ?? []))],
    close: () => page.close(),
  };
}
