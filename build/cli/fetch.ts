/**
 * npm run fetch: Storyblok → content-cache/, replaced atomically.
 * Progress goes to stderr, the one-line summary to stdout; failures print one message and exit 1,
 * or 75 when Storyblok could not be reached (an outage: a later run may succeed).
 * SIGINT/SIGTERM, or the end of the process that started this one (tsx runs it as a child), stop
 * the fetch: its requests are aborted, the staging folder removed and the lock released.
 */
import path from "node:path";
import { EXIT_STORYBLOK_UNREACHABLE, StoryblokUnreachableError } from "../fetch/fetch-errors";
import { parseFetchOptions, USAGE } from "../fetch/fetch-options";
import { formatBytes } from "../fetch/progress";
import { type FetchSummary, fetchContent } from "../fetch/run-fetch";
import { SwapError } from "../fetch/staging";
import { loadSite } from "../pipeline/load/load";
import { formatWarning } from "../pipeline/warnings";
import { UserError } from "../shared/errors";

/** content-cache/ when inside the project, the full path when elsewhere. */
function shown(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  return `${relative === "" ? "." : relative.startsWith("..") ? dir : relative}/`;
}

function summaryLine(summary: FetchSummary): string {
  const { assets } = summary;
  return (
    `Fetched ${summary.stories} stories, ${summary.links} links and ${assets.total} assets ` +
    `(${assets.downloaded} downloaded, ${formatBytes(assets.bytesDownloaded)}; ${assets.reused} already cached) ` +
    `of cv ${summary.cv} (${summary.version}) into ${shown(summary.outDir)} in ${summary.seconds.toFixed(1)} s, ` +
    `${summary.warnings.length} warning${summary.warnings.length === 1 ? "" : "s"}.`
  );
}

/** One message: what failed and how to fix it for expected failures, a labelled stack trace for bugs. */
function failureMessage(error: unknown, outDir: string | undefined): string {
  // Only a swap that failed half-way touches the cache; every other failure happens before it.
  const state = error instanceof SwapError ? error.cacheState : outDir ? `The content cache in ${shown(outDir)} was left as it was.` : "";
  const kept = state ? `\n${state}` : "";
  if (error instanceof UserError) {
    return `npm run fetch failed: ${error.message}${error.hint ? `\nHow to fix: ${error.hint}` : ""}${kept}`;
  }
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return `npm run fetch: internal error (a bug in build/fetch, not in your content or settings):\n${detail}${kept}`;
}

/** Aborts on SIGINT/SIGTERM/SIGHUP, and when the parent process is gone (killed outright, it could relay nothing). */
function stopSignal(): { signal: AbortSignal; stoppedBy: () => string | undefined; dispose: () => void } {
  const controller = new AbortController();
  let cause: string | undefined;
  const stop = (why: string) => {
    cause ??= why;
    controller.abort(new Error(why));
  };
  const onSignal = (name: NodeJS.Signals) => stop(name);
  const signals: NodeJS.Signals[] = ["SIGINT", "SIGTERM", "SIGHUP"];
  for (const name of signals) process.on(name, onSignal);
  const parent = process.ppid;
  const watch = setInterval(() => process.ppid !== parent && stop("the parent process ended"), 250);
  watch.unref();
  return {
    signal: controller.signal,
    stoppedBy: () => cause,
    dispose() {
      clearInterval(watch);
      for (const name of signals) process.off(name, onSignal);
    },
  };
}

async function main(): Promise<void> {
  let outDir: string | undefined;
  const stop = stopSignal();
  try {
    const options = parseFetchOptions(process.argv.slice(2), process.env);
    if (options === "help") return void process.stdout.write(`${USAGE}\n`);
    outDir = options.outDir;
    // The fetched cache is checked with the build's own loader before it replaces the old one.
    const validate = async (dir: string) => ({ warnings: (await loadSite(dir)).warnings.map(formatWarning) });
    const summary = await fetchContent({ ...options, signal: stop.signal, validate });
    process.stdout.write(`${summaryLine(summary)}\n`);
  } catch (error) {
    const stoppedBy = stop.stoppedBy();
    const message = stoppedBy
      ? `npm run fetch stopped (${stoppedBy}).\nThe content cache in ${shown(outDir ?? "content-cache")} was left as it was.`
      : failureMessage(error, outDir);
    process.stderr.write(`${message}\n`);
    process.exitCode = stoppedBy === "SIGINT" ? 130 : stoppedBy ? 143 : error instanceof StoryblokUnreachableError ? EXIT_STORYBLOK_UNREACHABLE : 1;
  } finally {
    stop.dispose();
  }
}

await main();
