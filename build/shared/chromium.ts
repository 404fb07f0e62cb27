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

/** The browser tests' Chromium: the headless build where it is installed (.ci/run installs it). */
export const browserTestsLaunchOptions = (): LaunchOptions => chromiumLaunchOptions("headless-shell");

/**
 * The accessibility audit's Chromium: the headless build, drawing no frames. The audit reads each
 * page's DOM, styles and layout and never its pixels, so with frames made only when asked for
 * (--enable-begin-frame-control; nothing asks) Chromium neither rasters nor composites: a page
 * load costs about half the CPU. Nothing then runs on a frame (requestAnimationFrame, observers),
 * which the audit, reading pages before any trigger fires, does not need; and a resize may leave
 * viewport-relative styles as they were, so each width is a load of its own.
 */
export const auditLaunchOptions = (): LaunchOptions => chromiumLaunchOptions("headless-shell", ["--enable-begin-frame-control"]);
