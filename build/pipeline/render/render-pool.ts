// Rendering spread over the machine's cores when the site is large enough for it to
// pay. The build's own thread and N-1 workers (build/pipeline/render/render-worker.ts) each take the
// next page from a shared counter, render it and write it into the new output folder;
// the workers get one copy of the site and its routes (serialised once, shared, not
// copied per worker) and send back only what each page used and warned of.
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { serialize } from "node:v8";
import type { Worker } from "node:worker_threads";
import type { Route } from "../../../src/content/route";
import type { BuildWarning, Site } from "../../../src/content/site";
import { UserError } from "../../shared/errors";
import type { RenderAssets } from "../assets/render-assets";
import type { WrittenFile } from "../write/page-writer";
import type { HtmlSize } from "./html-size";
import type { ReadKey } from "./incremental/record-reads";
import type { RenderOptions } from "./render";

/** What a page used and warned of, by its place in the route list. */
export interface PageOutcome {
  index: number;
  islands: string[];
  stylesheets: string[];
  reads: ReadKey[];
  warnings: BuildWarning[];
  /** its file's bytes and digest, for the incremental manifest, as a worker's writer took them; none for the pages rendered here (the build's own writer has them) */
  file?: WrittenFile;
  /** for the build report (--report) only */
  htmlSize?: HtmlSize;
}

export interface WorkerData {
  snapshot: Uint8Array;
  counter: Int32Array;
  assets: RenderAssets;
  options: RenderOptions;
  stagingDir: string;
  /** weigh each page's HTML for the report */
  weigh: boolean;
}

export type WorkerReply = { outcomes: PageOutcome[] } | { failure: { message: string; hint?: string; stack?: string } };

/**
 * Pages per render thread below which another thread costs more than it saves (its start,
 * its copy of the site, its cold JIT).
 */
export const PAGES_PER_THREAD = 250;

/**
 * Cores below which the build renders in its own thread only. Measured on 2 cores (npm run
 * bench; two busy threads there get about 1.3 cores' work done): 2 threads built 1,000 pages
 * in 1.46 s against 1.27 s on one, 10,000 in 10.6 s against 8.8 s, and held 0.1 and 1.5 GB
 * more. The main thread also collects the garbage of every page.
 */
export const MIN_CORES = 3;

/** How many threads render: `requested` (--threads) when given, else one per core while each gets PAGES_PER_THREAD pages. */
export function renderThreadCount(routes: number, requested: number | null, cores = availableParallelism()): number {
  if (requested !== null) return requested;
  if (cores < MIN_CORES) return 1;
  return Math.max(1, Math.min(cores, Math.floor(routes / PAGES_PER_THREAD)));
}

// build/run.mjs bundles the worker beside the entry it runs and says where; run from the
// TypeScript sources (tsx, the tests), the worker loads its source the same way
declare global {
  var __agencySiteRenderWorker: string | undefined;
}

function startWorker(data: WorkerData): Worker {
  // loaded at first use: a build that renders on one thread does without it
  const { Worker } = process.getBuiltinModule("node:worker_threads");
  const bundled = globalThis.__agencySiteRenderWorker;
  if (bundled) return new Worker(new URL(bundled), { workerData: data });
  const tsx = pathToFileURL(join(dirname(createRequire(import.meta.url).resolve("tsx/package.json")), "dist/loader.mjs")).href;
  return new Worker(new URL("./render-worker.ts", import.meta.url), { workerData: data, execArgv: ["--import", tsx] });
}

function outcomesOf(worker: Worker): Promise<PageOutcome[]> {
  return new Promise((resolve, reject) => {
    let replied = false;
    worker.once("message", (reply: WorkerReply) => {
      replied = true;
      if ("outcomes" in reply) return resolve(reply.outcomes);
      const { message, hint, stack } = reply.failure;
      reject(stack === undefined ? new UserError(message, hint) : Object.assign(new Error(message), { stack }));
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (!replied) reject(new Error(`a render worker stopped (exit code ${code}) before it finished`));
    });
  });
}

export interface PoolJob {
  site: Site;
  routes: Route[];
  assets: RenderAssets;
  options: RenderOptions;
  stagingDir: string;
  weigh: boolean;
  threads: number;
  /** renders route `index` in this thread and writes it, as the workers do */
  renderHere(index: number): Promise<Omit<PageOutcome, "index">>;
}

/** Every route rendered and written; the outcomes in route order. */
export async function renderOnThreads(job: PoolJob): Promise<PageOutcome[]> {
  const total = job.routes.length;
  const counter = new Int32Array(new SharedArrayBuffer(4));
  const serialized = serialize({ site: job.site, routes: job.routes });
  const snapshot = new Uint8Array(new SharedArrayBuffer(serialized.length));
  snapshot.set(serialized);
  const data: WorkerData = { snapshot, counter, assets: job.assets, options: job.options, stagingDir: job.stagingDir, weigh: job.weigh };
  const workers = Array.from({ length: job.threads - 1 }, () => startWorker(data));
  const outcomes: PageOutcome[] = [];
  const here = async () => {
    try {
      for (let index = Atomics.add(counter, 0, 1); index < total; index = Atomics.add(counter, 0, 1)) {
        outcomes.push({ index, ...(await job.renderHere(index)) });
      }
    } catch (error) {
      Atomics.store(counter, 0, total); // the workers stop after their current page
      throw error;
    }
  };
  try {
    const settled = await Promise.allSettled([here(), ...workers.map(outcomesOf)]);
    const failed = settled.find((s) => s.status === "rejected");
    if (failed) throw failed.reason;
    for (const s of settled) if (s.status === "fulfilled" && s.value) outcomes.push(...s.value);
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return outcomes.sort((a, b) => a.index - b.index);
}
