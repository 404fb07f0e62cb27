// Hugo beside the build (issue 40): the same machine, the same run, whole processes. Hugo
// (Go, parallel by default) is the fastest mainstream generator, so its wall time and peak
// memory are the yardstick; the ratios (this project / Hugo) say how far the build is from it
// whatever the machine's speed that day. The project builds its own content (the embedded site,
// then generated caches of about 1,000 and 10,000 routes); Hugo builds as many light pages
// shaped like this site's (peers/gen-pages.mjs). Hugo is a reference, not a dependency: when it
// is not installed the section says so and the bench goes on.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, readFile, rm } from "node:fs/promises";
import { loadavg } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { previousOutputName } from "../pipeline/write/write";
import { type BuildRun, median, mib, seconds, timedBuild } from "./bench-build";
import { scaleContent } from "./bench-scale";

const run = promisify(execFile);
const PEERS = join(import.meta.dirname, "peers");
/** GNU time: the peak memory of a whole process (its maximum resident set), which Node cannot read of a child */
const GNU_TIME = "/usr/bin/time";
/** Hugo's page counts; the project's side of 250 is the embedded site (209 routes), the others copies up to about as many */
const SIZES = (process.env.BENCH_PEERS ?? "250,1000,10000").split(",").filter(Boolean).map(Number);

interface ProcessRun {
  wallMs: number;
  peakRssBytes: number;
  /** CPU time of all its threads, in the program and in the kernel */
  cpu: { userMs: number; systemMs: number };
}

/** "hugo v0.111.3+extended linux/amd64 …", or undefined when no hugo is on the PATH */
async function hugoVersion(): Promise<string | undefined> {
  try {
    return (await run("hugo", ["version"])).stdout.trim();
  } catch {
    return undefined;
  }
}

/** A copy of the Hugo site in `dir` with `pages` pages of content written, ready to build. */
async function prepareHugoSite(pages: number, dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await cp(join(PEERS, "hugo"), dir, { recursive: true });
  await run(process.execPath, [join(PEERS, "gen-pages.mjs"), String(pages), "data-src"], { cwd: dir });
  await run(process.execPath, ["gen-content.mjs", "data-src", "content", "data"], { cwd: dir });
}

/** One Hugo build of the site in `dir` (it writes over public/), timed from spawning it to its exit. */
async function timedHugo(dir: string): Promise<ProcessRun> {
  const peakFile = "peak-rss-kib"; // in dir, Hugo's working folder
  const hugo = ["hugo", "--quiet", "--minify=false", "--gc=false"];
  const measured = existsSync(GNU_TIME);
  const started = performance.now();
  if (measured) await run(GNU_TIME, ["-f", "%M %U %S", "-o", peakFile, ...hugo], { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
  else await run(hugo[0]!, hugo.slice(1), { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
  const wallMs = performance.now() - started;
  const [peakKib, user, system] = measured ? (await readFile(join(dir, peakFile), "utf8")).trim().split(" ").map(Number) : [];
  return { wallMs, peakRssBytes: (peakKib ?? Number.NaN) * 1024, cpu: { userMs: (user ?? Number.NaN) * 1000, systemMs: (system ?? Number.NaN) * 1000 } };
}

/** Warm builds of all three, taken in turns so a busy spell on the shared machine falls on each alike. */
async function warmRuns(runs: number, full: () => Promise<BuildRun>, rebuild: () => Promise<BuildRun>, hugo: () => Promise<ProcessRun>) {
  const fullRuns: BuildRun[] = [];
  const rebuildRuns: BuildRun[] = [];
  const hugoRuns: ProcessRun[] = [];
  for (let i = 0; i < runs; i++) {
    fullRuns.push(await full());
    rebuildRuns.push(await rebuild());
    hugoRuns.push(await hugo());
  }
  return { fullRuns, rebuildRuns, hugoRuns };
}

/** The median wall time, the highest peak, and the CPU time of the run whose wall time is the median */
function summary(runs: ProcessRun[]): ProcessRun {
  const wallMs = median(runs.map((r) => r.wallMs));
  return { wallMs, peakRssBytes: Math.max(...runs.map((r) => r.peakRssBytes)), cpu: runs.find((r) => r.wallMs === wallMs)!.cpu };
}
const figure = (s: ProcessRun) => `${seconds(s.wallMs)}, ${Number.isNaN(s.peakRssBytes) ? "peak unknown" : mib(s.peakRssBytes)}`;
const cpu = (s: ProcessRun) => (Number.isNaN(s.cpu.userMs) ? "unknown" : `${seconds(s.cpu.userMs)} + ${seconds(s.cpu.systemMs)}`);

/**
 * Two rows: the project's warm builds of about `pages` routes beside Hugo building `pages` light pages. "full" renders
 * every page (what Hugo does on every run); "rebuild" is the production build (`--incremental`, as build:netlify runs it
 * over the output and caches Netlify restores) with nothing changed since its last run: it checks every page and renders none.
 */
async function peerRows(pages: number, runs: number, work: string): Promise<string[]> {
  const content = pages <= 250 ? "content-cache" : join(work, `content-${pages}`);
  if (content !== "content-cache") await scaleContent("content-cache", content, pages - 250);
  const out = join(work, `site-${pages}`);
  const rebuilt = join(work, `site-${pages}-incremental`);
  const env = { BUILD_CACHE_DIR: join(work, `cache-${pages}`) };
  const stats = (label: string) => join(work, `stats-${pages}-${label}.json`);
  const hugoDir = join(work, `hugo-${pages}`);
  await prepareHugoSite(pages, hugoDir);
  // the first of each fills the caches (the project's: CSS, islands, fonts, the story memo and the rebuild's manifest; Hugo's: the file system's)
  const cold = await timedBuild(["--content", content, "--out", out], stats("cold"), env);
  await timedBuild(["--content", content, "--out", rebuilt, "--incremental"], stats("first-incremental"), env);
  await timedHugo(hugoDir);
  let i = 0;
  const { fullRuns, rebuildRuns, hugoRuns } = await warmRuns(
    runs,
    () => timedBuild(["--content", content, "--out", out], stats(String(i++)), env),
    () => timedBuild(["--content", content, "--out", rebuilt, "--incremental"], stats(String(i++)), env),
    () => timedHugo(hugoDir),
  );
  const hugo = summary(hugoRuns);
  for (const dir of [content === "content-cache" ? "" : content, out, previousOutputName(out), rebuilt, env.BUILD_CACHE_DIR, hugoDir]) {
    if (dir) await rm(dir, { recursive: true, force: true });
  }
  const row = (label: string, project: ProcessRun, note: string) => {
    const peakRatio = Number.isNaN(hugo.peakRssBytes) ? "?" : (project.peakRssBytes / hugo.peakRssBytes).toFixed(2);
    return (
      `  ${`${cold.pages} / ${pages} ${label}`.padEnd(23)} ${figure(project).padEnd(20)} ${figure(hugo).padEnd(20)} ` +
      `wall ${(project.wallMs / hugo.wallMs).toFixed(2)}, peak ${peakRatio}   (cpu user + system: project ${cpu(project)}, Hugo ${cpu(hugo)}${note})`
    );
  };
  // the cold build's peak too: empty build caches are what a first deploy, or one after a dependency update, starts from
  return [row("full", summary(fullRuns), `; project's cold first build ${figure(cold)}`), row("rebuild", summary(rebuildRuns), "")];
}

export async function printPeerFigures(work: string, runs: number): Promise<void> {
  const version = await hugoVersion();
  if (!version) {
    console.log(`\nBeside Hugo: skipped, no \`hugo\` on the PATH (apt-get install hugo, 0.111; a yardstick, nothing in the project needs it)`);
    return;
  }
  if (SIZES.length === 0) return;
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(", ");
  console.log(`\nBeside Hugo (${version.split(" ")[1]}), same machine, same run, whole processes from spawn to exit, load average ${load} at the start:`);
  console.log(
    `  each the median wall time of ${runs} warm builds taken in turns, peak memory (maximum resident set) the highest of them; Hugo builds light pages (~8 KB, build/bench/peers/), the project its own content`,
  );
  console.log(
    `  full: the project renders every page, as Hugo does; rebuild: the production build (--incremental over its last output) with nothing changed, which checks every page and renders none`,
  );
  if (!existsSync(GNU_TIME)) console.log(`  (no ${GNU_TIME}: Hugo's peak memory is unknown; apt-get install time)`);
  console.log(`  ${"pages".padEnd(23)} ${"this project".padEnd(20)} ${"Hugo".padEnd(20)} this project / Hugo`);
  for (const pages of SIZES) for (const line of await peerRows(pages, runs, work)) console.log(line);
  await rm(work, { recursive: true, force: true });
}
