// npm run bench: figures, never assertions. Builds the embedded site several
// times (each in a fresh process, as a developer runs it) and prints the median
// wall time, pages per second and peak memory; the same for generated caches of
// about 1,000 and 10,000 routes; the JavaScript each route costs at a phone's and
// a desktop's width; then loads POST /api/send-email against a fake Resend.
import "../shared/production-mode";
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { ENQUIRY_ENDPOINT } from "../../src/lib/enquiry";
import { startFakeResend } from "../fakes/fake-resend";
import { buildIslands } from "../pipeline/assets/islands";
import { islandCost, type RouteWeight } from "../pipeline/report";
import { runBuild } from "../pipeline/run-build";
import { previousOutputName } from "../pipeline/write/write";
import { startServer } from "../serve/serve";
import { type BuildRun, cpuTime, median, medianRun, mib, seconds, timedBuild } from "./bench-build";
import { devLoopTimes } from "./bench-dev";
import { benchSendEmail, pointAtFakeResend } from "./bench-function";
import { measureJsOnLoad, SCREENS } from "./bench-js";
import { printPeerFigures } from "./bench-peers";
import { printPreviewFigures } from "./bench-preview";
import { printPublishFigures } from "./bench-publish";
import { scaleContent } from "./bench-scale";
import { printWebhookFigures } from "./bench-webhook";
import { printBundledFunctionFigures } from "./functions-cold-start";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SCALES = (process.env.BENCH_SCALES ?? "1000,10000").split(",").filter(Boolean).map(Number);
const WORK = ".cache/bench";
const SITE = join(WORK, "site");

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const stats = (i: number | string) => join(WORK, `stats-${i}.json`);

function printBuildFigures(cold: BuildRun, runs: BuildRun[]) {
  const walls = runs.map((r) => r.wallMs);
  const ms = median(walls);
  console.log(`Build of the embedded site (wall time of a fresh process, start to exit), ${runs.length} runs:`);
  console.log(`  median build time   ${seconds(ms)} (min ${seconds(Math.min(...walls))}, max ${seconds(Math.max(...walls))})`);
  console.log(`  first run, cold caches (bundles the CLI, every build cache empty: CSS, islands, fonts): ${seconds(cold.wallMs)}, of which the build ${seconds(cold.buildMs)}`);
  // issue 28: a cold build at most 3× a warm one
  const warmBuild = median(runs.map((r) => r.buildMs));
  console.log(
    `  cold / warm         ${(cold.buildMs / warmBuild).toFixed(1)}× the build's own time (${seconds(cold.buildMs)} / ${seconds(warmBuild)}), ${(cold.wallMs / ms).toFixed(1)}× the wall time`,
  );
  console.log(`  pages per second    ${Math.round(runs[0]!.pages / (ms / 1000))} (${runs[0]!.pages} pages)`);
  console.log(`  peak memory         ${mib(Math.max(...runs.map((r) => r.peakRssBytes)))}`);
  console.log(`  median run's ${cpuTime(medianRun(runs))}`);
  for (const phase of runs[0]!.phases.keys()) {
    console.log(`  phase ${phase.padEnd(13)} ${median(runs.map((r) => r.phases.get(phase) ?? 0)).toFixed(0)} ms (median)`);
  }
}

async function printScaleFigures() {
  if (SCALES.length === 0) return;
  console.log(`\nGenerated content caches (copies of the case studies and articles), a fresh process each:`);
  console.log(
    `  cold: empty build caches, once; warm: the same build again, as every later build runs; warm, 2 threads: --threads 2 (the render pool, whatever the default). Peak memory is the highest of the runs; phases and CPU time are the median run's`,
  );
  for (const routes of SCALES) {
    const content = join(WORK, `content-${routes}`);
    await scaleContent("content-cache", content, Math.max(0, routes - 250));
    // a cache of its own: the copies' thousands of social cards stay out of the project's .cache
    const env = { BUILD_CACHE_DIR: join(WORK, `cache-${routes}`) };
    for (const [label, extra, times] of [
      ["cold", [], 1],
      ["warm", [], RUNS],
      ["warm, 2 threads", ["--threads", "2"], RUNS],
    ] as const) {
      const runs: BuildRun[] = [];
      for (let i = 0; i < times; i++) {
        runs.push(await timedBuild(["--content", content, "--out", join(WORK, `site-${routes}`), ...extra], stats(`scale-${routes}-${label.replace(/\W+/g, "-")}-${i}`), env));
      }
      const walls = runs.map((r) => r.wallMs);
      const run = medianRun(runs);
      const spread = runs.length > 1 ? `, median of ${runs.length} (${seconds(Math.min(...walls))}–${seconds(Math.max(...walls))})` : "";
      const phase = (name: string) => `${name} ${run.phases.get(name)} ms`;
      console.log(
        `  ~${String(routes).padEnd(6)} routes, ${label}: ${run.pages} pages in ${seconds(run.wallMs)}${spread} on ${run.threads} thread(s), ${Math.round(run.pages / (run.wallMs / 1000))} pages/s, peak ${mib(Math.max(...runs.map((r) => r.peakRssBytes)))}` +
          `  (${["load", "render", "cards", "write"].map(phase).join(", ")}; ${cpuTime(run)})`,
      );
    }
    await rm(join(WORK, `site-${routes}`), { recursive: true, force: true });
    await rm(previousOutputName(join(WORK, `site-${routes}`)), { recursive: true, force: true });
    await rm(env.BUILD_CACHE_DIR, { recursive: true, force: true });
  }
}

/** In one process, as the dev server runs it: a full build, then rebuilds after one story's text changes. */
async function printIncrementalFigures() {
  const content = join(WORK, "content-incremental");
  await cp("content-cache", content, { recursive: true, filter: (src) => !src.includes("/assets/") });
  const options = { contentDir: content, outDir: join(WORK, "site-incremental"), publicDir: "public", preview: false, minify: true, strict: false };
  const full = await runBuild(options, undefined, { incremental: true });
  const story = join(content, "stories", "404.json");
  const times: number[] = [];
  let rendered = "";
  for (let i = 0; i < RUNS; i++) {
    const file = JSON.parse(await readFile(story, "utf8")) as { story: { content: { seo?: { title?: string } } } };
    file.story.content.seo = { ...file.story.content.seo, title: `Page not found (edit ${i})` };
    await writeFile(story, JSON.stringify(file));
    const result = await runBuild(options, undefined, { incremental: true });
    times.push(result.totalMs);
    rendered = result.phases.find((p) => p.name === "render")!.detail;
  }
  console.log(`
Incremental rebuild in a running process after one story changed (the full build took ${seconds(full.totalMs)}):`);
  console.log(`  median ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}); render: ${rendered}`);
}

/** npm run dev running: from saving a file to the open tab's reload event. */
async function printDevLoopFigures() {
  const { story, code } = await devLoopTimes(WORK, RUNS);
  const line = (times: number[]) => `median ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`;
  console.log(`\nnpm run dev, from saving a file to the open tab's reload (watching, debounce, rebuild, event), ${RUNS} saves each:`);
  console.log(`  a story      ${line(story)}`);
  console.log(`  a component  ${line(code)} (rebundles the build's code, then rebuilds every page)`);
}

function printRouteWeights(routes: RouteWeight[]) {
  console.log(`\nWeight per route (gzip): HTML, CSS, and JavaScript at 390 px and 1440 px, after load with no interaction → once every island there has woken`);
  console.log(`  ${"route".padEnd(58)} ${"html".padStart(10)} ${"css".padStart(10)} ${"js 390 px".padStart(22)} ${"js 1440 px".padStart(22)}  islands`);
  const js = (w: { beforeInteraction: number; afterInteraction: number }) => `${kib(w.beforeInteraction)} → ${kib(w.afterInteraction)}`;
  for (const r of routes) {
    console.log(
      `  ${r.url.padEnd(58)} ${kib(r.html.gzip).padStart(10)} ${kib(r.css.gzip).padStart(10)} ${js(r.jsByWidth["390"]).padStart(22)} ${js(r.jsByWidth["1440"]).padStart(22)}  ${r.islands.join(", ")}`,
    );
  }
  for (const width of ["390", "1440"] as const) {
    const before = routes.map((r) => r.jsByWidth[width].beforeInteraction);
    const after = routes.map((r) => r.jsByWidth[width].afterInteraction);
    console.log(
      `  at ${width.padStart(4)} px: pages with 0 bytes of JS after load ${before.filter((b) => b === 0).length}/${routes.length} (max ${kib(Math.max(...before))}); once every island woke: median ${kib(median(after))}, max ${kib(Math.max(...after))}`,
    );
  }
  const css = routes.map((r) => r.css.gzip);
  const files = new Set(routes.map((r) => r.css.bytes)).size;
  console.log(`  CSS, each page's own stylesheet: median ${kib(median(css))}, min ${kib(Math.min(...css))}, max ${kib(Math.max(...css))} (about ${files} different files)`);
}

/** Opened in a browser and left alone: what the first screen itself wakes (a slider, a video in view). */
async function printJsOnLoad(urls: string[]) {
  const measured = await measureJsOnLoad(SITE, WORK, urls);
  console.log(`\nJavaScript fetched on opening each page and touching nothing (Chromium, until the network is idle, gzip):`);
  for (const { name } of SCREENS) {
    const loading = measured.filter((m) => m.bytes[name] > 0);
    const max = Math.max(0, ...loading.map((m) => m.bytes[name]));
    console.log(`  at ${name.padStart(4)} px: ${measured.length - loading.length}/${measured.length} pages fetch none; ${loading.length} fetch some (max ${kib(max)})`);
    // grouped by the islands their first screen woke
    const groups = new Map<string, typeof loading>();
    for (const m of loading) {
      const islands = [...new Set(m.scripts[name].flatMap((s) => /\/assets\/islands\/(\w+)-[\w]+\.js$/.exec(s)?.[1] ?? []))].sort().join(", ");
      groups.set(islands, [...(groups.get(islands) ?? []), m]);
    }
    for (const [islands, pages] of groups) {
      console.log(
        `    ${(islands || "(no island)").padEnd(28)} ${String(pages.length).padStart(3)} pages, ${kib(median(pages.map((p) => p.bytes[name])))} median  e.g. ${pages[0]!.url}`,
      );
    }
  }
}

/** Pages carry no JavaScript until a trigger fires; this is what waking one video costs, and what playing it adds. */
async function printVideoWakeCost() {
  const cost = islandCost(await buildIslands({ minify: true }), "VideoEmbed");
  console.log(`\nWaking one video (gzip): ${kib(cost.wake.gzip)} (VideoEmbed chunk and the shared React chunk; 0 before its trigger)`);
  console.log(`  playing a Vimeo video adds ${kib(cost.onDemand.gzip)} (@vimeo/player, loaded on demand)`);
}

async function printFunctionFigures() {
  const resend = await startFakeResend();
  pointAtFakeResend(resend);
  const server = await startServer({ dir: SITE, port: 0, blobsDir: join(WORK, "blobs") });
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
  costs, then POST ${ENQUIRY_ENDPOINT} at 50 concurrent clients against a fake Resend, and
  the editor's wait from Publish to a built deploy (--publish: that section alone).
  Beside Hugo, when installed: warm builds of ~250, 1,000 and 10,000 routes against Hugo
  building as many pages, with the ratios (--peers: that section alone; BENCH_PEERS=250,1000
  chooses the sizes). Works in ${WORK}/.`;

if (process.argv.includes("--help")) {
  console.log(USAGE);
  process.exit(0);
}
// the publish-to-live section alone: npm run bench -- --publish
if (process.argv.includes("--publish")) {
  await printPublishFigures();
  process.exit(0);
}
// Hugo beside the build alone: npm run bench -- --peers
if (process.argv.includes("--peers")) {
  await printPeerFigures(join(WORK, "peers"), RUNS);
  process.exit(0);
}
await rm(WORK, { recursive: true, force: true });
for (const cache of [".cache/run", ".cache/css", ".cache/css-graph"]) await rm(cache, { recursive: true, force: true });
await mkdir(WORK, { recursive: true });
// a build cache of its own, empty for the cold run, then kept: the warm runs are the builds right after it
const buildCache = { BUILD_CACHE_DIR: join(WORK, "build-cache") };
const cold = await timedBuild(["--out", SITE], stats("cold"), buildCache);
const runs: BuildRun[] = [];
for (let i = 0; i < RUNS; i++) runs.push(await timedBuild(["--out", SITE], stats(i), buildCache));
printBuildFigures(cold, runs);
await printIncrementalFigures();
await printDevLoopFigures();
await printScaleFigures();
await printPeerFigures(join(WORK, "peers"), RUNS);
const report = join(WORK, "report.json");
await timedBuild(["--out", SITE, "--report", report], stats("report"));
const weighed = (JSON.parse(await readFile(report, "utf8")) as { routes: RouteWeight[] }).routes;
printRouteWeights(weighed);
await printJsOnLoad(weighed.map((r) => r.url));
await printVideoWakeCost();
await printBundledFunctionFigures();
await printFunctionFigures();
await printPreviewFigures();
await printWebhookFigures();
await printPublishFigures();
