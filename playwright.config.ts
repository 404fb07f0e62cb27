// Browser tests and site audits run against the real built site, served by the
// real local server (build/serve/serve.ts), in Debian's Chromium where it is installed.
import { defineConfig } from "@playwright/test";
import { auditLaunchOptions, browserTestsLaunchOptions, visualTestsLaunchOptions } from "./build/shared/chromium";
import type { EngineOptions } from "./tests/engines/engine-fixtures";
import { E2E_BLOBS, E2E_PORT, E2E_REPORT, E2E_SITE } from "./tests/helpers/e2e-site";

// the specs that build a site of their own render it with React's production build, as every build does
process.env.NODE_ENV ??= "production";

export default defineConfig<EngineOptions>({
  testDir: "tests",
  // the visual test's reviewed references, one folder, named by the test (npm run test:visual -- --update-snapshots)
  snapshotPathTemplate: "{testDir}/{testFileDir}/__screenshots__/{arg}{ext}",
  globalSetup: "./tests/e2e/browser-tests-setup.ts",
  fullyParallel: true,
  // three on this project's 2-core machine: a test waiting on the network (networkidle, a page
  // settling before a screenshot) leaves a core to another. Two workers took 233 and 241 s, three
  // 223 and 229 s, same commit, back to back
  workers: 3,
  retries: 0,
  timeout: 60_000,
  // Assertions wait up to this long for the page to settle; generous because the
  // HTML checker's JVM and image resizing share this 2-core machine with the tests.
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: "off",
  },
  // the pages' pixels against the reviewed references in the browser visitors run; everything
  // else in Chromium's headless build, which costs less CPU a page, and the audits with no frames
  // drawn at all (build/shared/chromium.ts)
  projects: [
    { name: "site", testMatch: ["e2e/**/*.spec.ts"], use: { launchOptions: browserTestsLaunchOptions() } },
    { name: "audit", testMatch: ["audit/**/*.spec.ts"], use: { launchOptions: auditLaunchOptions() } },
    { name: "visual", testMatch: ["visual/**/*.spec.ts"], use: { launchOptions: visualTestsLaunchOptions() } },
    // the visitor's essentials and each page type's screenshots in the two other engines, over
    // WebDriver (tests/engines): one worker each, so each launches its browser once, beside the
    // Chromium projects' workers
    { name: "webkit", testMatch: ["engines/**/*.spec.ts"], fullyParallel: false, workers: 1, use: { engine: "webkit" } },
    { name: "firefox", testMatch: ["engines/**/*.spec.ts"], fullyParallel: false, workers: 1, use: { engine: "firefox" } },
  ],
  webServer: {
    command: `node build/run.mjs build/cli/build.ts --out ${E2E_SITE} --report ${E2E_REPORT} --serve --port ${E2E_PORT} --blobs-dir ${E2E_BLOBS}`,
    url: `http://localhost:${E2E_PORT}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: { CONTACT_RATE_LIMIT: "0" },
  },
});
