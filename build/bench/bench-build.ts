// One build for the benchmark, as a developer runs it: a fresh process of the
// bundled CLI, timed from spawning it to its exit (the last file is written
// before it exits), with its peak memory, its CPU time and the phase times it printed.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";

const ROOT = resolve(import.meta.dirname, "../..");

/** The node flags a package.json script starts build/run.mjs with (the young generation's bound), so the bench runs what npm runs. */
export function scriptNodeFlags(script: string): string[] {
  const scripts = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
  const command = /^node ((?:--\S+ )*)build\/run\.mjs /.exec(scripts[script] ?? "");
  if (!command) throw new Error(`package.json's "${script}" script does not run build/run.mjs`);
  return command[1]!.split(" ").filter(Boolean);
}

export interface BuildRun {
  wallMs: number;
  /** the build's own time, as it printed it ("Wrote 209 pages in 0.69 s"): without starting node and loading the CLI */
  buildMs: number;
  pages: number;
  peakRssBytes: number;
  /** CPU time of all its threads: in its own code, and in the kernel on its behalf (file system, page faults) */
  cpu: { userMs: number; systemMs: number };
  phases: Map<string, number>;
  /** threads that rendered the pages (build/pipeline/render/render-pool.ts) */
  threads: number;
}

export async function timedBuild(args: string[], statsFile: string, env: NodeJS.ProcessEnv = {}): Promise<BuildRun> {
  const started = performance.now();
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [...scriptNodeFlags("build"), "--import", join(ROOT, "build/bench/bench-stats.mjs"), join(ROOT, "build/run.mjs"), "build/cli/build.ts", ...args],
    {
      cwd: ROOT,
      env: { ...process.env, CONTEXT: "", BENCH_STATS_FILE: statsFile, NODE_ENV: "production", ...env },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const wallMs = performance.now() - started;
  const { peakRssBytes, userMs, systemMs } = JSON.parse(await readFile(statsFile, "utf8")) as { peakRssBytes: number; userMs: number; systemMs: number };
  const phases = new Map([...stdout.matchAll(/^\s+(\w+)\s.*?\s(\d+) ms$/gm)].map((m) => [m[1]!, Number(m[2])]));
  const wrote = /Wrote (\d+) pages in ([\d.]+) s/.exec(stdout);
  const pages = Number(wrote?.[1] ?? 0);
  const buildMs = Number(wrote?.[2] ?? Number.NaN) * 1000;
  const threads = Number(/^\s+render\s.* on (\d+) threads/m.exec(stdout)?.[1] ?? 1);
  return { wallMs, buildMs, pages, peakRssBytes, cpu: { userMs, systemMs }, phases, threads };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** The run whose wall time is the median: its phases and CPU time stand for the set. */
export const medianRun = (runs: BuildRun[]) => runs.find((r) => r.wallMs === median(runs.map((run) => run.wallMs)))!;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
/** "cpu 14.20 s user, 3.10 s system": the kernel's share is what varies most from run to run on a virtual machine */
export const cpuTime = (run: BuildRun) => `cpu ${seconds(run.cpu.userMs)} user, ${seconds(run.cpu.systemMs)} system`;
export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
