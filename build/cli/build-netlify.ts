// The build Netlify runs (netlify.toml): with STORYBLOK_TOKEN set, fetch the live
// space first (a publish webhook triggers this), then build. Without a token the
// embedded content cache is built as it is. A failed fetch fails the deploy, so
// the live site keeps its last good version; in the production context a story whose
// content would ship broken is held back (build/deploy/hold-back.ts), and what no story can
// be held back for stops the deploy (build/deploy/deploy-gate.ts). Previews only warn.
import { spawn } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { deployRecord, type GateInput, type GateProblem, gateProblems } from "../deploy/deploy-gate";
import { knownAddresses, LAST_PRODUCTION_RECORD, type PageSource, readDeployRecord, writeDeployRecord } from "../deploy/deploy-record";
import { type DeployAccount, type EditorProblem, recordFailureDetail, UNREACHABLE_PROBLEM } from "../deploy/deploy-status";
import { inEditorWords, problemInWords } from "../deploy/editor-words";
import { holdBackPlan, keepLiveCopies, storiesToHoldBack, storyFacts } from "../deploy/hold-back";
import { routePagesToPreview } from "../deploy/preview-routing";
import { imageRuleBlockers, spaceSettingProblem } from "../deploy/space-checks";
import { EXIT_STORYBLOK_UNREACHABLE } from "../fetch/fetch-errors";
import { type HoldBack, linksWithoutLeftOut } from "../pipeline/load/held-back";
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
async function gateInput(reportFile: string, contentDir: string, outDir: string, held: HoldBack): Promise<GateInput> {
  const report = JSON.parse(await readFile(reportFile, "utf8")) as {
    warnings: never[];
    routes: { url: string }[];
    redirects: { from: string; story?: string }[];
    pages: PageSource[];
  };
  const links = linksWithoutLeftOut(JSON.parse(await readFile(resolve(contentDir, "links.json"), "utf8")), held) as { links: Record<string, never> };
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
    console.error(
      await recordFailureDetail(
        await notInAStory(
          UNREACHABLE_PROBLEM,
          "The fetch could not reach Storyblok (down, or failing after its retries; its message is in the build log above): the deploy-failed notification schedules a build again once cdn/spaces/me answers.",
        ),
        "storyblok-unreachable",
      ),
    );
    process.exit(fetched);
  }
  if (fetched !== 0) {
    // the fetch's own message (above) is for the developer; the editors' notification gets what they can do
    console.error(
      await recordFailureDetail(
        await notInAStory(
          "The content could not be fetched from Storyblok, so nothing was built. If the build log names a story (a slug that cannot be stored), rename it in Storyblok and publish again; otherwise forward this email to the site's developer.",
          "The fetch from Storyblok failed (its message is in the build log above): the token refused, a wrong region or endpoint, or a story whose slug cannot be stored as a file.",
        ),
      ),
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
  console.error(await recordFailureDetail(await notInAStory(spaceProblem, spaceProblem)));
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
if (production && process.exitCode !== 0) await stopBuildFailed();
if (production && process.exitCode === 0) await gateProduction();
if (process.exitCode === 0 && process.env.PREVIEW_RENDERER === "live") {
  // the folder the build wrote (--out), not always dist/: rules written elsewhere would route nothing
  await routePagesToPreview(resolve(outDir), resolve("public"));
  console.log("PREVIEW_RENDERER=live: pages are served by the preview function from draft content");
}

/** What editors are told when nothing could be built: no story can be held back for it. */
async function notInAStory(text: string, detail: string): Promise<DeployAccount> {
  return { outcome: "stopped", siteName: await siteNameIn(flag(args, "--content", "content-cache")), problems: [{ story: null, text, detail }] };
}

/** The settings story's site name, as the content folder has it (a failed fetch leaves the last one there). */
async function siteNameIn(contentDir: string): Promise<string | null> {
  const name = ((await storyFacts(contentDir, ["settings"])).get("settings")?.json?.content as { site_name?: unknown } | undefined)?.site_name;
  return typeof name === "string" ? name : null;
}

async function stopBuildFailed() {
  console.error(
    await recordFailureDetail(
      await notInAStory(
        "The site could not be built, so nothing went live. If you have just changed the settings, header or footer story, check it and publish it again; otherwise tell the site's developer.",
        "The build exited with an error: the build log names the file and line, or the settings, header or footer story it could not use.",
      ),
    ),
  );
}

/**
 * The deploy gate, holding back the stories whose content would ship broken: each round builds
 * again with those stories as the last deploy had them (or left out), until nothing is left to
 * block, or what is left is no story's doing and the deploy stops.
 */
async function gateProduction() {
  const previous = await readDeployRecord(recordFile);
  const imageRule = await imageRuleBlockers({ toml: "netlify.toml", redirects: join(outDir, "_redirects") }, spaceId);
  const held = new Map<string, GateProblem[]>();
  let live = new Set<string>();
  let plan: HoldBack = { replace: {}, leaveOut: {} };
  let input = await gateInput(reportFile, contentDir, outDir, plan);
  const first = await gateProblems(input);
  let problems = first;
  for (let round = 0; round < 3 && problems.length > 0 && imageRule.length === 0; round++) {
    const next = storiesToHoldBack(problems);
    // a story already held back that still has faults (its last deployed copy fails today's code) cannot be helped
    if (!next || next.every((slug) => held.has(slug))) break;
    const planned = await holdBackPlan([...new Set([...held.keys(), ...next])], previous, recordFile);
    if ("cannot" in planned) {
      console.error(`\nCannot hold back ${planned.cannot.join(", ")}: the last production deploy had it live, and no copy of that version is kept.`);
      break;
    }
    for (const slug of next.filter((slug) => !held.has(slug)))
      held.set(
        slug,
        problems.filter((problem) => problem.stories.includes(slug)),
      );
    ({ plan, live } = planned);
    const planFile = resolve(dirname(recordFile), "hold-back.json");
    await writeFile(planFile, JSON.stringify(plan));
    console.log(`\nHolding back ${[...held.keys()].join(", ")} and building the rest again.`);
    if ((await run("build.ts", [...args, "--hold-back", planFile])) !== 0) {
      process.exitCode = 1;
      return stopBuildFailed();
    }
    input = await gateInput(reportFile, contentDir, outDir, plan);
    problems = await gateProblems(input);
  }
  const named = [...first, ...problems].flatMap((problem) => [...problem.stories, problem.warning?.where ?? ""]);
  const facts = await storyFacts(contentDir, ["settings", ...held.keys(), ...named.filter(Boolean)]);
  const siteName = await siteNameIn(contentDir);
  const words = (problem: GateProblem) => inEditorWords(problem, (slug) => facts.get(slug) ?? null, spaceId ?? null);
  const account = (outcome: DeployAccount["outcome"], list: EditorProblem[]): DeployAccount => ({
    outcome,
    siteName,
    problems: list,
  });
  if (problems.length > 0 || imageRule.length > 0) {
    // what stopped it: the first round's problems, with any the held-back builds found besides
    const all = [...first, ...problems.filter((problem) => !first.some((seen) => seen.detail === problem.detail))];
    const lines = [...all.map((problem) => problem.detail), ...imageRule];
    console.error(
      `\nThe production deploy is stopped, so the live site keeps its last good version. ${count(lines.length, "problem")}:\n${lines.map((line) => `  - ${line}`).join("\n")}`,
    );
    // the deploy-failed notification quotes them to the editors (functions/netlify-deploy-notification.ts)
    const imageProblems = imageRule.map((detail) => ({
      story: null,
      text: "Images would not show on the live site, for a reason that is in no story. Tell the site's developer.",
      detail,
    }));
    console.error(await recordFailureDetail(account("stopped", [...all.map(words), ...imageProblems])));
    process.exitCode = 1;
    return;
  }
  // the developer's line says what the deploy did instead of what the gate would have stopped
  const heldDetail = (slug: string) =>
    live.has(slug) ? "Held back: built from the last production deploy's copy of the story." : "Held back: left out as unpublished (never live).";
  const heldProblems = [...held].flatMap(([slug, list]) =>
    list.map((problem) => ({
      ...words({ ...problem, stories: [slug] }),
      detail: `${problem.detail} ${heldDetail(slug)}`,
      heldBack: live.has(slug) ? ("last-version" as const) : ("unpublished" as const),
    })),
  );
  const record = await deployRecord(input);
  record.liveStories = await keepLiveCopies(contentDir, recordFile, previous, new Set(Object.keys({ ...plan.replace, ...plan.leaveOut })));
  record.heldBack = [...held.keys()].map((slug) => ({ slug, name: facts.get(slug)?.name ?? slug, live: live.has(slug) }));
  await writeDeployRecord(record, recordFile);
  const liveNow = new Set(Object.values(record.pages).map((page) => page.story));
  for (const back of previous?.heldBack ?? []) {
    if (!held.has(back.slug) && liveNow.has(back.slug)) console.log(`No longer held back: ${back.name} (${back.slug}) is live as published.`);
  }
  if (held.size === 0) return;
  console.log(`\nThe deploy goes live with every other story's change. ${count(held.size, "story", "stories")} held back:`);
  for (const [slug, list] of held) {
    const shown = live.has(slug) ? "the live site keeps its pages as the last deploy had them" : "it was never live, so it stays unpublished";
    const why = [...new Set(list.map((problem) => problemInWords({ ...problem, stories: [slug] }, facts.get(slug) ?? null)))].join(" ");
    console.log(`  Held back: ${facts.get(slug)?.name ?? slug} (${slug}): ${shown}. ${why}`);
  }
  console.log(await recordFailureDetail(account("held-back", heldProblems)));
}

function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
