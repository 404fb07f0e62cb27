/**
 * `npm run fetch` as a process: it exits on its own as soon as it has reported a failure (75 when
 * Storyblok could not be reached, 1 for any other), and stopping it (a signal to the visible tsx
 * process, or killing tsx outright) stops the worker tsx starts, which removes its staging folder
 * and lock and leaves the cache as it was.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import * as fault from "../fakes/hostile-faults";
import { type HostileRule, type HostileStoryblok, startHostileStoryblok } from "../fakes/hostile-storyblok";
import { oldCache, SMALL_CACHE, snapshot } from "./fetch-harness";

const PROJECT = path.resolve(import.meta.dirname, "../..");
const TSX = path.join(PROJECT, "node_modules/.bin/tsx");
const fakes: HostileStoryblok[] = [];

afterEach(async () => {
  for (const fake of fakes.splice(0)) await fake.close();
});

interface Fetching {
  pid: number;
  kill(signal: NodeJS.Signals): void;
  /** Resolves when the process has exited by itself (or after a signal): no time limit but the test's. */
  done: Promise<{ code: number | null; stdout: string; stderr: string }>;
}

function startFetch(fake: { token: string; apiBase: string; assetBase: string } | undefined, args: string[]): Fetching {
  const env = { ...process.env, STORYBLOK_TOKEN: fake?.token ?? "", STORYBLOK_ENDPOINT: fake?.apiBase ?? "", STORYBLOK_ASSET_BASE: fake?.assetBase ?? "" };
  const child = spawn(TSX, ["build/cli/fetch.ts", ...args], { cwd: PROJECT, env });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
  return { pid: child.pid!, kill: (signal) => child.kill(signal), done };
}

async function hostile(rules: HostileRule[]): Promise<HostileStoryblok> {
  const fake = await startHostileStoryblok(SMALL_CACHE);
  for (const rule of rules) fake.rule(rule);
  fakes.push(fake);
  return fake;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Alive and not a zombie (a killed parent's orphan may wait unreaped in a container). */
function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

/** The worker's PID, read from the lock file it holds once it has started fetching. */
async function workerPid(outDir: string): Promise<number> {
  for (;;) {
    const pid = Number.parseInt(await fs.readFile(`${outDir}.lock`, "utf8").catch(() => ""), 10);
    if (pid > 0) return pid;
    await pause(50);
  }
}

/** Waits until the fetch has started downloading (its staging folder holds a partial asset). */
async function downloading(outDir: string): Promise<void> {
  const staging = (await fs.readdir(path.dirname(outDir))).find((name) => name.startsWith("content-cache.tmp-"));
  if (staging && (await fs.readdir(path.join(path.dirname(outDir), staging, "assets")).catch(() => [])).length > 0) return;
  await pause(50);
  return downloading(outDir);
}

describe("npm run fetch as a process", () => {
  it("prints its usage for --help", async () => {
    const result = await startFetch(undefined, ["--help"]).done;
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Usage: npm run fetch -- \[--out DIR\]/);
    expect(result.stdout).toContain("--max-asset-mb MB");
    expect(result.stdout).toMatch(/--min-rate BYTES[\s\S]*--rate-window SECONDS[\s\S]*--deadline SECONDS/);
  });

  it("exits on its own right after reporting a failure, leaving the cache as it was", { timeout: 20_000 }, async () => {
    // The client's 30 s timer used to keep the process alive after these; the test's 20 s limit would catch it.
    const dropped = await hostile([{ route: "stories", handle: fault.reset }]);
    const html = await hostile([{ route: "stories", handle: fault.htmlPage }]);
    const unreachable = await hostile([]);
    const outDirs = await Promise.all([oldCache(), oldCache(), oldCache()]);
    const before = await snapshot(outDirs[0]!);
    await unreachable.close();
    // --full: the old caches have the fakes' cv, and an incremental fetch would not ask for the stories
    const runs = [dropped, html, unreachable].map((fake, i) => startFetch(fake, ["--out", outDirs[i]!, "--retries", "0", "--full"]).done);
    const [droppedRun, htmlRun, unreachableRun] = await Promise.all(runs);
    expect(droppedRun!.stderr).toMatch(/npm run fetch failed: Could not reach Storyblok for cdn\/stories page 1 at \S+: fetch failed \(.+\)\.\n/);
    expect(htmlRun!.stderr).toContain('is an HTML page ("502 Bad Gateway"), not JSON.');
    expect(unreachableRun!.stderr).toMatch(/Could not reach Storyblok for cdn\/spaces\/me at \S+: fetch failed \(ECONNREFUSED\)\./);
    // Storyblok out of reach exits 75, so the Netlify build can tell an outage from a bad answer
    expect([droppedRun!.code, htmlRun!.code, unreachableRun!.code]).toEqual([75, 1, 75]);
    for (const [i, run] of [droppedRun!, htmlRun!, unreachableRun!].entries()) {
      expect(run.stdout).toBe("");
      expect(run.stderr).toContain("was left as it was.");
      expect(await snapshot(outDirs[i]!)).toEqual(before);
      expect(await fs.readdir(path.dirname(outDirs[i]!))).toEqual(["content-cache"]);
    }
  });

  it("fails on a drip-fed asset below --min-rate, naming it, and leaves the cache as it was", { timeout: 60_000 }, async () => {
    // One byte every 100 ms never trips --timeout; without a minimum rate this fetch ran for minutes.
    const fake = await hostile([{ route: "assets", handle: fault.trickle(1, 100) }]);
    const outDir = await oldCache(false);
    const before = await snapshot(outDir);
    const result = await startFetch(fake, ["--out", outDir, "--full", "--retries", "0", "--timeout", "10", "--min-rate", "100", "--rate-window", "0.5"]).done;
    // a crawling answer is Storyblok not answering in time, so the build is tried again later
    expect(result.code).toBe(75);
    expect(result.stderr).toMatch(
      /npm run fetch failed: Downloading asset https:\/\/a\.storyblok\.com\/\S+ \(first used by .+\) stopped after \d+ of \d+ bytes: it came in slower than 100 bytes a second over 0\.5 s\.\nHow to fix: .*--min-rate BYTES/,
    );
    expect(result.stderr).toContain(`The content cache in ${outDir}/ was left as it was.`);
    expect(await snapshot(outDir)).toEqual(before);
    expect(await fs.readdir(path.dirname(outDir))).toEqual(["content-cache"]);
  });

  it("SIGTERM to the visible process stops the worker: exit 143, staging and lock removed, cache as it was", { timeout: 30_000 }, async () => {
    const fake = await hostile([{ route: "assets", handle: fault.stallAfter(10) }]);
    const outDir = await oldCache(false);
    const before = await snapshot(outDir);
    const fetching = startFetch(fake, ["--out", outDir]);
    await downloading(outDir);
    fetching.kill("SIGTERM");
    const result = await fetching.done;
    expect(result.code).toBe(143);
    expect(result.stderr).toContain(`npm run fetch stopped (SIGTERM).\nThe content cache in ${outDir}/ was left as it was.`);
    expect(await snapshot(outDir)).toEqual(before);
    expect(await fs.readdir(path.dirname(outDir))).toEqual(["content-cache"]);
  });

  it("killing the visible process outright still stops the worker before it swaps anything in", { timeout: 30_000 }, async () => {
    const fake = await hostile([{ route: "assets", handle: fault.stallAfter(10) }]);
    const outDir = await oldCache(false);
    const before = await snapshot(outDir);
    const fetching = startFetch(fake, ["--out", outDir]);
    const worker = await workerPid(outDir);
    expect(worker).not.toBe(fetching.pid);
    await downloading(outDir);
    fetching.kill("SIGKILL");
    await fetching.done;
    while (alive(worker)) await pause(50);
    expect(await snapshot(outDir)).toEqual(before);
    expect(await fs.readdir(path.dirname(outDir))).toEqual(["content-cache"]);
  });
});
