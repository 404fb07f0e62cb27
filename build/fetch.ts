/**
 * npm run fetch: Storyblok → content-cache/, replaced atomically.
 * Progress goes to stderr, the one-line summary to stdout; failures print one message and exit 1.
 */
import path from "node:path";
import { UserError } from "./errors";
import { parseFetchOptions } from "./fetch/options";
import { formatBytes } from "./fetch/progress";
import { fetchContent, type FetchSummary } from "./fetch/run";
import { loadSite } from "./load";
import { formatWarning } from "./warnings";

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
  // The swap is the last step, so whatever failed, the cache was not touched.
  const kept = outDir ? `\nThe content cache in ${shown(outDir)} was left as it was.` : "";
  if (error instanceof UserError) {
    return `npm run fetch failed: ${error.message}${error.hint ? `\nHow to fix: ${error.hint}` : ""}${kept}`;
  }
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return `npm run fetch: internal error (a bug in build/fetch, not in your content or settings):\n${detail}${kept}`;
}

async function main(): Promise<void> {
  let outDir: string | undefined;
  try {
    const options = parseFetchOptions(process.argv.slice(2), process.env);
    outDir = options.outDir;
    // The fetched cache is checked with the build's own loader before it replaces the old one.
    const summary = await fetchContent({ ...options, validate: async (dir) => ({ warnings: (await loadSite(dir)).warnings.map(formatWarning) }) });
    process.stdout.write(`${summaryLine(summary)}\n`);
  } catch (error) {
    process.stderr.write(`${failureMessage(error, outDir)}\n`);
    process.exitCode = 1;
  }
}

await main();
