// A WebKit window: WebKitGTK's MiniBrowser driven by WebKitWebDriver (Debian's webkit2gtk-driver),
// on an Xvfb screen of exactly the viewport's size with the browser full-screen (MiniBrowser's
// toolbar would otherwise keep the window at least 447 px wide). HTTPS goes through the video
// hosts' fake proxy; the site itself (http://localhost) is reached directly.
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { Builder, By, Key, type WebDriver } from "selenium-webdriver";
import { type EngineWindow, ERROR_COLLECTOR, SCREEN_HEIGHTS } from "./engine-window";

const MINI_BROWSER = process.env.WEBKIT_MINIBROWSER ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
/** how long the driver may take to start listening, on a busy machine */
const DRIVER_START_MS = 60_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** WebKitWebDriver under its own Xvfb (xvfb-run), in a process group of its own so closing ends all of it. */
async function startDriver(width: number, height: number): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn("xvfb-run", ["-a", "-s", `-screen 0 ${width}x${height}x24`, "WebKitWebDriver", `--port=${port}`, "--host=127.0.0.1"], {
    detached: true,
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + DRIVER_START_MS;
  // the driver's /status answers once it listens: an event to wait for, polled as nothing else tells it
  while (
    !(await fetch(`${url}/status`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > until) throw new Error(`WebKitWebDriver did not start on port ${port} (is webkit2gtk-driver installed? .ci/run installs it)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, process: child };
}

export async function openWebKitWindow(baseUrl: string, width: number, proxy: string): Promise<EngineWindow> {
  const height = SCREEN_HEIGHTS[width] ?? 900;
  const driverProcess = await startDriver(width, height);
  const capabilities = {
    browserName: "MiniBrowser",
    acceptInsecureCerts: true,
    "webkitgtk:browserOptions": { binary: MINI_BROWSER, args: ["--automation", "--full-screen", `--proxy=http://${proxy}`, "--ignore-host=localhost", "--ignore-tls-errors"] },
  };
  let driver: WebDriver;
  try {
    driver = await new Builder().usingServer(driverProcess.url).withCapabilities(capabilities).build();
  } catch (error) {
    process.kill(-driverProcess.process.pid!);
    throw error;
  }
  // the window as large as the screen, toolbar hidden by --full-screen (else at least 447 px wide)
  await driver.manage().window().setRect({ x: 0, y: 0, width, height });
  const find = (selector: string) => driver.findElement(By.css(selector));
  return {
    engine: "webkit",
    width,
    goto: async (path) => {
      await driver.get(new URL(path, baseUrl).href);
      await driver.executeScript(ERROR_COLLECTOR);
    },
    evaluate: (fn, ...args) => driver.executeScript(`return (${fn.toString()}).apply(null, arguments)`, ...args),
    // scrolled there first at once: WebKitWebDriver's own scrolling follows the page's smooth
    // scroll-behavior and then finds the element still moving ("not interactable")
    click: async (selector) => {
      const element = await find(selector);
      await driver.executeScript("arguments[0].scrollIntoView({ block: 'center', behavior: 'instant' })", element);
      await element.click();
    },
    type: async (selector, text) => find(selector).then((element) => element.sendKeys(text)),
    press: async () => driver.actions().sendKeys(Key.ESCAPE).perform(),
    screenshot: async () => Buffer.from(await driver.takeScreenshot(), "base64"),
    errors: () => driver.executeScript("return window.__engineErrors ?? []"),
    close: async () => {
      await driver.quit().catch(() => undefined);
      process.kill(-driverProcess.process.pid!);
    },
  };
}
