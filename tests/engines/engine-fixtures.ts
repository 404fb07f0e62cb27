// The engine tests' fixtures, for Playwright's test runner: the project names the engine
// (playwright.config.ts: "webkit" and "firefox"), and each worker holds one browser of it,
// a window at 390 px and one at 1440 px opened when first asked for, and the video hosts' fake
// proxy, for all the tests it runs (a browser launch costs seconds; the file's tests share it).
import { test as base } from "@playwright/test";
import type { Browser } from "puppeteer-core";
import { startVideoHostsProxy, type VideoHostsProxy } from "../fakes/video-hosts-proxy";
import { E2E_PORT } from "../helpers/e2e-site";
import type { EngineName, EngineWindow } from "./engine-window";
import { launchFirefox, openFirefoxWindow } from "./firefox-window";
import { openWebKitWindow } from "./webkit-window";

export interface EngineOptions {
  engine: EngineName;
}

interface EngineFixtures {
  videoHosts: VideoHostsProxy;
  /** the engine's window at this width (390 or 1440), the same one for every test of the worker */
  engineWindow: (width: number) => Promise<EngineWindow>;
}

const BASE_URL = `http://localhost:${E2E_PORT}/`;

export const test = base.extend<object, EngineOptions & EngineFixtures>({
  engine: ["webkit", { option: true, scope: "worker" }],
  videoHosts: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; the proxy has none
    async ({}, use) => {
      const proxy = await startVideoHostsProxy();
      await use(proxy);
      await proxy.close();
    },
    { scope: "worker" },
  ],
  engineWindow: [
    async ({ engine, videoHosts }, use) => {
      const windows = new Map<number, Promise<EngineWindow>>();
      let firefox = null as Promise<Browser> | null;
      const open = (width: number) => {
        if (engine === "webkit") return openWebKitWindow(BASE_URL, width, videoHosts.address);
        firefox ??= launchFirefox(videoHosts.address);
        return firefox.then((browser) => openFirefoxWindow(browser, BASE_URL, width));
      };
      await use((width) => {
        if (!windows.has(width)) windows.set(width, open(width));
        return windows.get(width)!;
      });
      for (const window of windows.values()) await (await window).close();
      if (firefox) await (await firefox).close();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});

export { expect } from "@playwright/test";
