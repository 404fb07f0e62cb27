// Load figure for POST /api/send-email through the local server: requests per second and
// p95 latency at a given number of concurrent clients. `npm run bench` calls benchSendEmail
// against its own server; run this file directly for a self-contained measurement, with the
// bundled functions' sizes and cold starts (build/bench/functions-cold-start.ts) first.
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { ENQUIRY_ENDPOINT, ENQUIRY_SUBJECT } from "../../src/lib/enquiry";
import { startFakeResend } from "../fakes/fake-resend";
import { createFunctionsHandler } from "../serve/serve-functions";
import { closeServer } from "../shared/close-server";
import { printBundledFunctionFigures } from "./functions-cold-start";

export interface BenchOptions {
  baseUrl: string;
  concurrency: number;
  requests: number;
}

export interface BenchResult {
  rps: number;
  p95ms: number;
  errors: number;
}

/** Every request carries a different message, so none is taken for a retried duplicate. */
export async function benchSendEmail(opts: BenchOptions): Promise<BenchResult> {
  const run = randomUUID().slice(0, 8);
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const client = async () => {
    while (next < opts.requests) {
      const index = next++;
      const started = performance.now();
      try {
        const response = await fetch(new URL(ENQUIRY_ENDPOINT, opts.baseUrl), {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ payload: benchEnquiry(run, index), subject: ENQUIRY_SUBJECT }),
        });
        await response.arrayBuffer();
        if (response.status !== 200) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.min(opts.concurrency, opts.requests) }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p95 = latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.95) - 1)] ?? 0;
  return { rps: Math.round(opts.requests / seconds), p95ms: Math.round(p95 * 10) / 10, errors };
}

function benchEnquiry(run: string, index: number) {
  return {
    fullName: "Bench Visitor",
    email: `bench+${index}@example.com`,
    company: "Bench Ltd",
    message: `Load test ${run}, enquiry number ${index}: we would like a two-minute explainer video.`,
  };
}

/** Mail settings that send through the fake Resend, with the rate limit lifted for a load run. */
export function pointAtFakeResend(resend: { url: string; apiKey: string }): void {
  Object.assign(process.env, {
    RESEND_BASE_URL: resend.url,
    RESEND_API_KEY: resend.apiKey,
    CONTACT_TO_EMAIL: "studio@example.com",
    CONTACT_FROM_EMAIL: "Website <website@example.com>",
    CONTACT_RATE_LIMIT: "0",
  });
}

/** Fake Resend, local Blobs in a temporary folder and the real function behind a plain server. */
async function measureStandalone(concurrency: number, requests: number): Promise<void> {
  const resend = await startFakeResend();
  const blobsDir = await mkdtemp(join(tmpdir(), "bench-blobs-"));
  pointAtFakeResend(resend);
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const functions = await createFunctionsHandler({ functionsDir: "functions", siteUrl: baseUrl, blobsDir });
  server.on("request", (req, res) => {
    void functions.handle(req, res).then((handled) => handled || res.writeHead(404).end());
  });
  try {
    await benchSendEmail({ baseUrl, concurrency, requests: Math.min(50, requests) });
    resend.reset();
    const result = await benchSendEmail({ baseUrl, concurrency, requests });
    console.log(
      `POST ${ENQUIRY_ENDPOINT} through the local server, ${concurrency} concurrent clients, ${requests} requests: ` +
        `${result.rps} requests/s, p95 ${result.p95ms} ms, ${result.errors} errors; fake Resend accepted ${resend.emails.length} emails.`,
    );
    if (result.errors > 0 || resend.emails.length !== requests) process.exitCode = 1;
  } finally {
    await closeServer(server);
    await functions.close();
    await resend.close();
    await rm(blobsDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { concurrency: { type: "string", default: "50" }, requests: { type: "string", default: "2000" } } });
  await printBundledFunctionFigures();
  await measureStandalone(Number(values.concurrency), Number(values.requests));
}
