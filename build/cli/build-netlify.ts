// The build Netlify runs (netlify.toml): with STORYBLOK_TOKEN set, fetch the live
// space first (a publish webhook triggers this), then build. Without a token the
// embedded content cache is built as it is. A failed fetch fails the deploy, so
// the live site keeps its last good version; in the production context so does
// content that would ship broken (build/deploy/deploy-gate.ts). Previews only warn.
import { spawn } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { deployBlockers, deployRecord, type GateInput } from "../deploy/deploy-gate";
import { knownAddresses, LAST_PRODUCTION_RECORD, type PageSource, readDeployRecord, writeDeployRecord } from "../deploy/deploy-record";
import { recordFailureDetail, UNREACHABLE_PROBLEM } from "../deploy/deploy-status";
import { routePagesToPreview } from "../deploy/preview-routing";
import { imageRuleBlockers, spaceSettingProblem } from "../deploy/space-checks";
import { EXIT_STORYBLOK_UNREACHABLE } from "../fetch/fetch-errors";
import { imageSpace } from "../serve/serve-images";

/** A build script run as npm run build runs it: bundled once, with V8's compile cache (build/run.mjs), and with this
 * process's node flags (package.json's, which bound the heap's growth). Found from the project folder
 * Netlify runs the command in: this file runs bundled too, from .cache/run/. */
function run(script: string, args: string[]): Promise<number> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [...process.execArgv, resolve("build/run.mjs"), `build/cli/${script}`, ...args], { stdio: "inherit" });
    child.on("exit", (code) => done(code ?? 1));
  });
}

const flag = (args: string[], name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};

/** What the build reported and wrote, as the deploy gate reads it. */
async function gateInput(reportFile: string, contentDir: string, outDir: string): Promise<GateInput> {
  const report = JSON.parse(await readFile(reportFile, "utf8")) as {
    warnings: never[];
    routes: { url: string }[];
    redirects: { from: string; story?: string }[];
    pages: PageSource[];
  };
  const links = JSON.parse(await readFile(resolve(contentDir, "links.json"), "utf8")) as { links: Record<string, never> };
  return {
    warnings: report.warnings,
    links: Object.values(links.links),
    routes: report.routes.map((r) => r.url),
    redirectsFrom: report.redirects.map((r) => r.from),
    outDir,
    pages: report.pages,
    // the last successful production deploy's pages (build/deploy/deploy-record.ts)
    previous: await readDeployRecord(recordFile),
    // moved pages' old addresses, kept in the record so later deploys keep redirecting them
    moved: Object.fromEntries(report.redirects.flatMap((rule) => (rule.story ? [[rule.from, rule.story]] : []))),
  };
}

const args = process.argv.slice(2);
if (process.env.STORYBLOK_TOKEN) {
  console.log("STORYBLOK_TOKEN is set: fetching the live space before building");
  // The build cache plugin keeps the last fetch in .cache/fetched-content/ (content-cache/ is the
  // commit's): against it the fetch asks Storyblok only for what changed, or says why it fetches all.
  const fetched = await run("fetch.ts", ["--previous", resolve(".cache/fetched-content")]);
  if (fetched === EXIT_STORYBLOK_UNREACHABLE) {
    // the notification records the outage, and the every-minute flush builds again once Storyblok answers
    console.error(await recordFailureDetail([UNREACHABLE_PROBLEM], "storyblok-unreachable"));
    process.exit(fetched);
  }
  if (fetched !== 0) {
    // the fetch's own message (above) is for the developer; the editors' notification gets what they can do
    console.error(
      await recordFailureDetail([
        "The content could not be fetched from Storyblok, so nothing was built. If the build log names a story (a slug that cannot be stored), rename it in Storyblok and publish again; otherwise forward this to the site's developer: the build log says what Storyblok answered (a refused token, a wrong region or endpoint).",
      ]),
    );
    process.exit(fetched);
  }
} else {
  console.log("No STORYBLOK_TOKEN: building the embedded content cache");
}
const production = process.env.CONTEXT === "production";
const contentDir = flag(args, "--content", "content-cache");
const outDir = flag(args, "--out", "dist");
// the content's space (space.json, which the fetch above wrote from the token's) is the site's one space id
const spaceId = await imageSpace(contentDir);
const spaceProblem = spaceSettingProblem(process.env.STORYBLOK_SPACE_ID, spaceId);
if (spaceProblem && production) {
  console.error(`\nThe production deploy is stopped, so the live site keeps its last good version:\n  - ${spaceProblem}`);
  console.error(await recordFailureDetail([spaceProblem]));
  process.exit(1);
}
if (spaceProblem) console.warn(`Warning: ${spaceProblem}`);
// tests keep their record elsewhere, so a test build never becomes the last production deploy
const recordFile = process.env.DEPLOY_RECORD ?? LAST_PRODUCTION_RECORD;
const reportFile = flag(args, "--report", resolve(".cache/netlify-build-report.json"));
if (production && !args.includes("--report")) {
  await mkdir(resolve(".cache"), { recursive: true });
  args.push("--report", reportFile);
}
// Production re-renders only the pages whose inputs changed since the last build, whose output and
// manifest the build cache plugin restored (plugins/build-cache/); the render line of the log says
// whether it did, or why it built everything. Previews build in full.
if (production && !args.includes("--incremental")) args.push("--incremental");
// A page whose story's address changed since the last production deploy keeps its old address as a 301
// (build/pipeline/routes/moved-pages.ts): the build is given every address the record knows, by story.
if (production && !args.includes("--known-addresses")) {
  const addressesFile = resolve(dirname(recordFile), "known-addresses.json");
  await mkdir(dirname(addressesFile), { recursive: true });
  await writeFile(addressesFile, JSON.stringify(knownAddresses(await readDeployRecord(recordFile))));
  args.push("--known-addresses", addressesFile);
}
process.exitCode = await run("build.ts", args);
if (production && process.exitCode !== 0) {
  console.error(
    await recordFailureDetail([
      "The site could not be built from the content, so nothing went live. If the build log names the settings, header or footer story, check that it is published in Storyblok and publish it again; otherwise forward this to the site's developer: the build log names the file and line.",
    ]),
  );
}
if (production && process.exitCode === 0) {
  const input = await gateInput(reportFile, contentDir, outDir);
  const blockers = [...(await deployBlockers(input)), ...(await imageRuleBlockers({ toml: "netlify.toml", redirects: join(outDir, "_redirects") }, spaceId))];
  if (blockers.length === 0) await writeDeployRecord(await deployRecord(input), recordFile);
  if (blockers.length > 0) {
    console.error(
      `\nThe production deploy is stopped, so the live site keeps its last good version. ${blockers.length} problem(s):\n${blockers.map((b) => `  - ${b}`).join("\n")}`,
    );
    // the deploy-failed notification quotes them to the editors (functions/netlify-deploy-notification.ts)
    console.error(await recordFailureDetail(blockers));
    process.exitCode = 1;
  }
}
if (process.exitCode === 0 && process.env.PREVIEW_RENDERER === "live") {
  // the folder the build wrote (--out), not always dist/: rules written elsewhere would route nothing
  await routePagesToPreview(resolve(outDir), resolve("public"));
  console.log("PREVIEW_RENDERER=live: pages are served by the preview function from draft content");
}
