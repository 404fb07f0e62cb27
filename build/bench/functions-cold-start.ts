// Figures for the functions as Netlify deploys them: each bundled by Netlify's own bundler
// (@netlify/zip-it-and-ship-it), its zipped and unpacked size with the heaviest packages, and
// its cold start: a fresh Node process importing the bundle (Netlify's runtime bootstrap, as the
// entry point does, and the function) and answering one request, as the first visitor after a
// deploy or an idle spell meets it. The Lambda wrapper itself is left out: it needs AWS's runtime.
import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { zipFunctions } from "@netlify/zip-it-and-ship-it";
import { netlifyFunctionSettings } from "../shared/netlify-function-settings";

const COLD_STARTS = Number(process.env.BENCH_COLD_STARTS ?? 5);

interface ColdStart {
  runtimeMs: number;
  importMs: number;
  firstRequestMs: number;
  sinceProcessStartMs: number;
  status: number;
}

// Runs in the fresh process: imports the bundle, then answers one enquiry whose email address is
// invalid, so the whole validation runs and nothing leaves the machine.
const CHILD = `
const [bootstrap, fn, path] = process.argv.slice(2);
const started = performance.now();
await import(bootstrap);
const runtime = performance.now();
const mod = await import(fn);
const imported = performance.now();
const body = JSON.stringify({ payload: { fullName: "Cold Start", email: "not-an-address", company: "Bench", message: "hello" } });
const request = new Request("https://site.example" + path, { method: "POST", headers: { "content-type": "application/json" }, body });
const context = { requestId: "cold-start", ip: "127.0.0.1", site: { url: "https://site.example" }, params: {}, cookies: { get() {}, set() {}, delete() {} }, waitUntil() {} };
const response = await mod.default(request, context);
await response.text();
const answered = performance.now();
console.log(JSON.stringify({ runtimeMs: runtime - started, importMs: imported - runtime, firstRequestMs: answered - imported, sinceProcessStartMs: answered, status: response.status }));
`;

async function folderSize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}

async function coldStart(child: string, dir: string, name: string, path: string): Promise<ColdStart> {
  const bootstrap = pathToFileURL(join(dir, "___netlify-bootstrap.mjs")).href;
  const fn = pathToFileURL(join(dir, "functions", `${name}.mjs`)).href;
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [child, bootstrap, fn, path], { env: { PATH: process.env.PATH }, cwd: dir });
    return JSON.parse(stdout.trim().split("\n").at(-1)!) as ColdStart;
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? "");
    const reason = stderr.split("\n").find((line) => /^\w*Error\b/.test(line)) ?? (error as Error).message.slice(0, 300);
    throw new Error(`The bundled function "${name}" did not start in a fresh process: ${reason}`);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;

export async function printBundledFunctionFigures(functionsDir = "functions"): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), "bench-functions-"));
  try {
    // with netlify.toml's included_files, as a deploy bundles them
    const settings = { basePath: process.cwd(), repositoryRoot: process.cwd(), config: await netlifyFunctionSettings() };
    const zipped = await zipFunctions([functionsDir], join(work, "zip"), settings);
    const unpacked = await zipFunctions([functionsDir], join(work, "dir"), { archiveFormat: "none", ...settings });
    const child = join(work, "cold-start.mjs");
    await writeFile(child, CHILD);
    console.log(`\nFunctions bundled by Netlify's bundler (zip-it-and-ship-it), cold start median of ${COLD_STARTS} fresh processes:`);
    for (const fn of unpacked) {
      const zip = zipped.find((candidate) => candidate.name === fn.name);
      const packages = await readdir(join(fn.path, "node_modules")).catch(() => [] as string[]);
      const weights = await Promise.all(packages.map(async (name) => ({ name, size: await folderSize(join(fn.path, "node_modules", name)) })));
      const heaviest = weights
        .sort((a, b) => b.size - a.size)
        .slice(0, 3)
        .map((w) => `${w.name} ${mib(w.size)}`)
        .join(", ");
      const path = fn.routes?.[0]?.pattern ?? `/.netlify/functions/${fn.name}`;
      const runs: ColdStart[] = [];
      for (let i = 0; i < COLD_STARTS; i++) runs.push(await coldStart(child, fn.path, fn.name, path));
      console.log(`  ${fn.name}: ${mib(zip?.size ?? 0)} zipped, ${mib(await folderSize(fn.path))} unpacked (heaviest: ${heaviest})`);
      console.log(
        `    cold start: Netlify's runtime ${median(runs.map((r) => r.runtimeMs)).toFixed(0)} ms + the function's import ${median(runs.map((r) => r.importMs)).toFixed(0)} ms + first request ${median(runs.map((r) => r.firstRequestMs)).toFixed(0)} ms` +
          ` = ${median(runs.map((r) => r.sinceProcessStartMs)).toFixed(0)} ms after the process started (answer ${runs[0]!.status})`,
      );
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
