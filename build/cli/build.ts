// The build CLI: flags → options, then the pipeline's stages with their timings,
// a warnings summary, and "Wrote N pages in X s". With --serve it then serves
// the output the way Netlify would (npm start).
import { rename, writeFile } from "node:fs/promises";
import { relative } from "node:path";
import { parseBuildOptions, USAGE } from "../pipeline/build-options";
import type { Reporter } from "../pipeline/run-build";
import { formatWarningsByStory } from "../pipeline/warnings";
import { runCli } from "../shared/errors";

const tty = process.stdout.isTTY === true;

const consoleReporter: Reporter = {
  phase: ({ name, ms, detail }) => {
    if (tty) process.stdout.write("\r\x1b[K");
    console.log(`  ${name.padEnd(8)} ${detail.padEnd(44)} ${ms.toFixed(0).padStart(6)} ms`);
  },
  progress: (phase, done, total) => {
    if (tty && (done % 10 === 0 || done === total)) process.stdout.write(`\r\x1b[K  ${phase.padEnd(8)} ${done}/${total}`);
  },
};

await runCli(async () => {
  const options = parseBuildOptions(process.argv.slice(2));
  if (options === "help") return console.log(USAGE);
  // node:net only when serving (7 ms of every build's start otherwise)
  if (options.serve) await (await import("../shared/port")).ensurePortFree(options.port);
  // Loaded here, not at the top, so a component that does not compile is reported like any other failure.
  const { runBuild } = await import("../pipeline/run-build");
  console.log(`Building ${options.preview ? "a preview" : "the production"} site from ${relative(process.cwd(), options.contentDir) || "."}`);
  const result = await runBuild(options, consoleReporter, { weights: options.reportFile !== null, incremental: options.incremental });
  if (result.warnings.length > 0) {
    console.warn(`\n${result.warnings.length} warning(s):\n${formatWarningsByStory(result.warnings)}\n`);
  }
  if (options.reportFile) {
    const report = {
      phases: result.phases,
      totalMs: result.totalMs,
      peakRssBytes: process.resourceUsage().maxRSS * 1024,
      warnings: result.warnings,
      redirects: result.redirects,
      routes: result.weights,
      // what each page was made from and read: the production deploy gate compares them with the last deploy
      pages: result.pages.map((page) => ({ url: page.route.url, story: page.route.story.full_slug, uuid: page.route.story.uuid, reads: page.reads })),
    };
    // replaced whole, never written through: under .cache/ it may be a hard link into the saved build cache (plugins/build-cache)
    await writeFile(`${options.reportFile}.tmp-${process.pid}`, `${JSON.stringify(report, null, 2)}\n`);
    await rename(`${options.reportFile}.tmp-${process.pid}`, options.reportFile);
    console.log(`  report   ${relative(process.cwd(), options.reportFile)}`);
  }
  for (const line of result.cacheDamage) console.log(line);
  console.log(`Wrote ${result.pages.length} pages in ${(result.totalMs / 1000).toFixed(2)} s`);
  if (options.serve) {
    const { startServer } = await import("../serve/serve");
    const server = await startServer({ dir: options.outDir, port: options.port, contentDir: options.contentDir, blobsDir: options.blobsDir ?? undefined });
    console.log(`Serving ${relative(process.cwd(), options.outDir)} at ${server.url} (Ctrl+C to stop)`);
  }
});
