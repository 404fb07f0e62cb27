// Where the browser tests' site is built and served (see playwright.config.ts).
import { readFileSync } from "node:fs";
import type { RouteWeight } from "../../build/pipeline/report";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8899);
// per port, so two Playwright runs on different ports never share an output folder
export const E2E_SITE = `.cache/e2e-site-${E2E_PORT}`;
export const E2E_REPORT = `.cache/e2e-report-${E2E_PORT}.json`;
// the shared server's enquiry store: the tests' own, never the developer's .netlify/blobs
export const E2E_BLOBS = `.cache/e2e-blobs-${E2E_PORT}`;

export interface E2eReport {
  routes: RouteWeight[];
  redirects: { from: string; to: string; status: number }[];
}

export function readE2eReport(): E2eReport {
  return JSON.parse(readFileSync(E2E_REPORT, "utf8")) as E2eReport;
}
