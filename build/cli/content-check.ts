// npm run content:check [-- --content DIR] [--strict]: validates a content cache
// the way the build does (schemas, relations, and every page rendered in
// memory, so unregistered blocks and broken links show too) and prints the
// problems grouped by story. Writes nothing.
import { resolve } from "node:path";
import { runBuild } from "../pipeline/run-build";
import { formatWarningsByStory } from "../pipeline/warnings";
import { parseCommandArgs, runCli, UserError } from "../shared/errors";

const USAGE = `Usage: npm run content:check -- [options]
  --content DIR   content cache to check (default: content-cache)
  --strict        exit with code 1 when there is any problem (what CI runs)
  --help          show this help`;

await runCli(async () => {
  const { values } = parseCommandArgs("npm run content:check", {
    options: { content: { type: "string" }, strict: { type: "boolean", default: false }, help: { type: "boolean", default: false } },
  });
  if (values.help) return console.log(USAGE);
  const contentDir = resolve(values.content ?? "content-cache");
  const result = await runBuild({ contentDir, outDir: "", publicDir: "", preview: false, minify: false, strict: false }, undefined, { write: false });
  const stories = new Set(result.warnings.map((w) => w.where)).size;
  console.log(`Checked ${contentDir}: ${result.routes.length} pages, ${result.redirects.length} redirects`);
  if (result.warnings.length === 0) return console.log("No problems found.");
  console.log(`${result.warnings.length} problem(s) in ${stories} stor${stories === 1 ? "y" : "ies"}:\n${formatWarningsByStory(result.warnings)}`);
  if (values.strict) throw new UserError("content check failed (--strict)", "fix the fields named above in Storyblok (or the cache), then run the check again");
});
