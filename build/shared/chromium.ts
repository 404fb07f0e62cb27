// Which Chromium a browser drives here: CHROMIUM_PATH, else Debian's build (see below), else
// Playwright's own (when installed). The flags keep a headless Chromium from reaching for Google
// services on a closed network.
//
// Two of Debian's builds of the same Chromium: `chromium`, the browser visitors run, for what
// must be drawn as they see it (the visual references, npm run screenshots, the bench); and
// `chromium-headless-shell`, Chromium's headless build (the same Blink and V8, without the full
// browser's display compositor and GPU process), for the browser tests that read pages rather
// than compare their pixels: about a quarter less CPU a page on this 2-core machine.
import { existsSync } from "node:fs";
import type { LaunchOptions } from "@playwright/test";

const BUILDS = { full: "/usr/bin/chromium", "headless-shell": "/usr/bin/chromium-headless-shell" } as const;

export function chromiumLaunchOptions(build: keyof typeof BUILDS = "full", extraArgs: string[] = []): LaunchOptions {
  const debian = [BUILDS[build], BUILDS.full].find((path) => existsSync(path));
  return {
    executablePath: process.env.CHROMIUM_PATH || debian,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", ...extraArgs],
  };
}

/**
 * V8 in the tests' pages: baseline code (Sparkplug) and no optimising compiler. The tests open some
 * thousand short-lived documents, and V8's optimising tiers (Maglev, TurboFan) compile the same code
 * again in each new document (axe's 550 kB in every audited page, Playwright's own script in every
 * page it reads) for a page that lives well under a second: on this 2-core machine the audit's
 * pages took 75-78 s of CPU instead of 100-101 s. JIT tiers change how fast code runs, never what it
 * does or what is drawn; the bench and npm run screenshots keep V8's defaults, as visitors have them.
 */
const TEST_PAGES_V8 = "--js-flags=--max-opt=1";

/** The browser tests' Chromium: the headless build where it is installed (.ci/run installs it). */
export const browserTestsLaunchOptions = (): LaunchOptions => chromiumLaunchOptions("headless-shell", [TEST_PAGES_V8]);

/** The visual test's Chromium: the browser visitors run, whose pixels the references hold. */
export const visualTestsLaunchOptions = (): LaunchOptions => chromiumLaunchOptions("full", [TEST_PAGES_V8]);

/**
 * The accessibility audit's Chromium: the headless build, drawing no frames. The audit reads each
 * page's DOM, styles and layout and never its pixels, so with frames made only when asked for
 * (--enable-begin-frame-control; nothing asks) Chromium neither rasters nor composites: a page
 * load costs about half the CPU. Nothing then runs on a frame (requestAnimationFrame, observers),
 * which the audit, reading pages before any trigger fires, does not need; and a resize may leave
 * viewport-relative styles as they were, so each width is a load of its own.
 */
export const auditLaunchOptions = (): LaunchOptions => chromiumLaunchOptions("headless-shell", ["--enable-begin-frame-control", TEST_PAGES_V8]);
