// npm run bench: figures, never assertions. Builds the embedded site several
// times (each in a fresh process, as a developer runs it) and prints the median
// build time, pages per second, peak memory and the JavaScript each route costs;
// then loads POST /api/send-email through the local server against a fake Resend.
import { execFile } from "node:child_process";
import { mkdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { ENQUIRY_ENDPOINT } from "../src/lib/enquiry";
import { startFakeResend } from "../tests/fakes/resend-server";
import { benchSendEmail, pointAtFakeResend } from "./bench-function";
import type { RouteWeight } from "./report";
import { startServer } from "./serve";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WORK = ".cache/bench";

interface Report {
  totalMs: number;
  peakRssBytes: number;
  routes: RouteWeight[];
  phases: { name: string; ms: number }[];
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function buildOnce(i: number): Promise<Report> {
  const report = join(WORK, `report-${i}.json`);
  await promisify(execFile)("npx", ["tsx", "build/cli.ts", "--out", join(WORK, "site"), "--report", report], { env: { ...process.env, CONTEXT: "" } });
  return JSON.parse(await readFile(report, "utf8")) as Report;
}

function printBuildFigures(reports: Report[]) {
  const pages = reports[0]!.routes.length;
  const ms = median(reports.map((r) => r.totalMs));
  console.log(`Build of the embedded site, ${reports.length} runs:`);
  console.log(`  median build time   ${(ms / 1000).toFixed(2)} s (${reports.map((r) => (r.totalMs / 1000).toFixed(2)).join(", ")})`);
  console.log(`  pages per second    ${Math.round(pages / (ms / 1000))} (${pages} pages)`);
  console.log(`  peak memory         ${(Math.max(...reports.map((r) => r.peakRssBytes)) / 1024 / 1024).toFixed(0)} MiB`);
  for (const phase of reports[0]!.phases) {
    console.log(`  phase ${phase.name.padEnd(13)} ${median(reports.map((r) => r.phases.find((p) => p.name === phase.name)?.ms ?? 0)).toFixed(0)} ms (median)`);
  }
}

function printRouteWeights(routes: RouteWeight[]) {
  console.log(`\nWeight per route (gzip): HTML, CSS, JS before any island hydrates, JS once every island has hydrated`);
  console.log(`  ${"route".padEnd(58)} ${"html".padStart(10)} ${"css".padStart(10)} ${"js initial".padStart(11)} ${"js hydrated".padStart(12)}  islands`);
  for (const r of routes) {
    console.log(
      `  ${r.url.padEnd(58)} ${kib(r.html.gzip).padStart(10)} ${kib(r.css.gzip).padStart(10)} ${kib(r.jsInitial.gzip).padStart(11)} ${kib(r.jsHydrated.gzip).padStart(12)}  ${r.islands.join(", ")}`,
    );
  }
  const hydrated = routes.map((r) => r.jsHydrated.gzip);
  console.log(`  JS once hydrated: median ${kib(median(hydrated))}, max ${kib(Math.max(...hydrated))}; pages with no JS at all: ${hydrated.filter((b) => b === 0).length}`);
}

async function printFunctionFigures() {
  const resend = await startFakeResend();
  pointAtFakeResend(resend);
  const server = await startServer({ dir: join(WORK, "site"), port: 0, blobsDir: join(WORK, "blobs") });
  try {
    await benchSendEmail({ baseUrl: server.url, concurrency: 50, requests: 100 });
    resend.reset();
    const requests = 2000;
    const result = await benchSendEmail({ baseUrl: server.url, concurrency: 50, requests });
    console.log(`\nPOST ${ENQUIRY_ENDPOINT} through the local server (fake Resend, rate limit lifted), 50 concurrent clients, ${requests} requests:`);
    console.log(`  ${result.rps} requests/s, p95 ${result.p95ms} ms, ${result.errors} errors, ${resend.emails.length} emails accepted by the fake Resend`);
  } finally {
    await server.close();
    await resend.close();
  }
}

const USAGE = `Usage: npm run bench
  Builds the embedded site BENCH_RUNS times (default 5) and prints figures, never pass/fail:
  median build time, pages per second, peak memory, phase times, the JavaScript each route
  costs, then POST ${ENQUIRY_ENDPOINT} at 50 concurrent clients against a fake Resend.
  Works in ${WORK}/.`;

if (process.argv.includes("--help")) {
  console.log(USAGE);
  process.exit(0);
}
await rm(WORK, { recursive: true, force: true });
await mkdir(WORK, { recursive: true });
const reports: Report[] = [];
for (let i = 0; i < RUNS; i++) reports.push(await buildOnce(i));
printBuildFigures(reports);
printRouteWeights(reports.at(-1)!.routes);
await printFunctionFigures();
