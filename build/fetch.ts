/**
 * npm run fetch: Storyblok → content-cache/, replaced atomically.
 * Progress goes to stderr, the one-line summary to stdout; failures print one message and exit 1.
 */
import path from "node:path";
import { isFetchError } from "./fetch/errors";
import { parseFetchOptions } from "./fetch/options";
import { formatBytes } from "./fetch/progress";
import { fetchContent, type FetchSummary } from "./fetch/run";

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

async function main(): Promise<void> {
  let outDir: string | undefined;
  try {
    const options = parseFetchOptions(process.argv.slice(2), process.env);
    outDir = options.outDir;
    const summary = await fetchContent(options);
    process.stdout.write(`${summaryLine(summary)}\n`);
  } catch (error) {
    if (!isFetchError(error)) {
      process.stderr.write(`npm run fetch: internal error (a bug in build/fetch, not in your content or settings):\n${error instanceof Error ? error.stack : String(error)}\n`);
    } else {
      const kept = outDir ? `\nThe content cache in ${shown(outDir)} was left as it was.` : "";
      process.stderr.write(`npm run fetch failed: ${error.what}\nHow to fix: ${error.fix}${kept}\n`);
    }
    process.exitCode = 1;
  }
}

await main();
