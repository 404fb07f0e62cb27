// Which Chromium the browser tests drive: CHROMIUM_PATH, else Debian's
// /usr/bin/chromium, else Playwright's own (when installed). The flags keep a
// headless Chromium from reaching for Google services on a closed network.
import { existsSync } from "node:fs";
import type { LaunchOptions } from "@playwright/test";

export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = process.env.CHROMIUM_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
  return {
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  };
}
