// "Publish to live", for npm run bench (alone: npm run bench -- --publish): what an editor waits for
// after pressing Publish on one story. The webhook's answer and the coalescing wait (real
// functions), then Netlify's own build runner (@netlify/build, what `netlify build` runs) with
// --offline in a clone of the committed project against a fake Storyblok answering every request
// after 100 ms: a build whose cache the plugin restores, and one with an empty cache, each
// split into the plugin's restore, the fetch, the build, function bundling and the save, and the
// files whose digest changed (what Netlify's deploy uploads).
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { cp, mkdtemp, readdir, readFile, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { type FakeStoryblok, startFakeStoryblok } from "../fakes/fake-storyblok";
import { denoDirWithNetlifyEdgeTypes } from "../fakes/netlify-edge-types";
import { webhookWait } from "./bench-publish-webhook";

const ROOT = resolve(import.meta.dirname, "../..");
const LATENCY_MS = 100;
const PUBLISHED_STORY = "case-studies/aldridge-homes-show-home-tours";

export interface NetlifyBuild {
  wallS: number;
  log: string;
  /** output path → digest */
  digests: Map<string, string>;
}

/** One `netlify-build --offline` of a production deploy in the clone, fetching from the fake, timed from start to exit. */
export async function netlifyBuild(clone: string, fake: FakeStoryblok): Promise<NetlifyBuild> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CONTEXT: "production",
    STORYBLOK_TOKEN: fake.token,
    STORYBLOK_ENDPOINT: fake.apiBase,
    STORYBLOK_ASSET_BASE: fake.assetBase,
  };
  // as on Netlify, which sets none: a test runner's "test" would keep React in development
  delete env.NODE_ENV;
  // Deno (the devDependency) bundles the edge functions: Netlify's bundler would otherwise download it
  env.PATH = `${join(ROOT, "node_modules/.bin")}:${env.PATH ?? ""}`;
  // with the one module of Netlify's it fetches already in its cache, as a machine online has it
  env.DENO_DIR = await denoDirWithNetlifyEdgeTypes(join(ROOT, ".cache/deno"));
  const started = performance.now();
  const { code, log } = await new Promise<{ code: number; log: string }>((done) => {
    const child = spawn(process.execPath, [join(ROOT, "node_modules/@netlify/build/bin.js"), "--offline"], { cwd: clone, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (exit) => done({ code: exit ?? 1, log: output }));
  });
  const wallS = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`netlify-build --offline failed (exit ${code}):\n${log.slice(-3000)}`);
  return { wallS, log, digests: await digests(join(clone, "dist")) };
}

async function digests(dir: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    found.set(
      relative(dir, file),
      createHash("sha1")
        .update(await readFile(file))
        .digest("hex"),
    );
  }
  return found;
}

/** Files a deploy of `after` uploads over `before`: new, or with another digest. */
export const uploaded = (before: Map<string, string>, after: Map<string, string>) => [...after].filter(([path, digest]) => before.get(path) !== digest).length;

type StoryContent = Record<string, unknown>;

/** One story published in the fake, as the clone's content has it with `edit` made: the space's cv moves on. */
export async function publishStory(fake: FakeStoryblok, clone: string, fullSlug: string, edit: (content: StoryContent) => StoryContent): Promise<void> {
  const file = JSON.parse(await readFile(join(clone, "content-cache/stories", `${fullSlug}.json`), "utf8")) as { story: { content: StoryContent } };
  fake.publish({ ...file.story, content: edit(file.story.content), published_at: new Date().toISOString() });
}

const newHeading = (revision: number) => (content: StoryContent) => ({ ...content, heading: `Show home tours (revision ${revision})` });

/** The figures of one run, from its log: each stage's own report of its time. */
export function stages(run: NetlifyBuild): string {
  const find = (pattern: RegExp) => pattern.exec(run.log)?.[1] ?? "?";
  const render = /^\s+render\s+(.+?)\s+(\d+) ms$/m.exec(run.log);
  const restore = /^Build cache restored: .*\(([\d.]+) s\)/m.exec(run.log)?.[1];
  const save = find(/^Build cache saved: .*\(([\d.]+) s\)/m);
  return [
    restore ? `restore ${restore} s` : "nothing to restore",
    `fetch ${find(/^Fetched .* in (\d+\.\d+) s/m)} s (${find(/^((?:incremental|full) fetch: .+)$/m)})`,
    `build ${find(/^Wrote \d+ pages in (\d+\.\d+) s/m)} s, of which render ${render ? `${render[2]} ms (${render[1]})` : "?"}`,
    `build command ${find(/\(build\.command completed in ((?:\d+m )?[\d.]+m?s)\)/)}`,
    `functions bundling ${find(/\(Functions bundling completed in ([\d.]+m?s)\)/)}`,
    `edge functions bundling ${find(/\(Edge Functions bundling completed in ([\d.]+m?s)\)/)}`,
    `save ${save} s`,
    `restore + save ${(Number(restore ?? 0) + Number(save)).toFixed(2)} s`,
  ].join(", ");
}

export async function printPublishFigures(): Promise<void> {
  const wait = await webhookWait();
  const work = await mkdtemp(join(tmpdir(), "bench-publish-"));
  const clone = join(work, "site");
  let fake: FakeStoryblok | null = null;
  try {
    await run("git", ["clone", "--quiet", ROOT, clone]);
    await symlink(join(ROOT, "node_modules"), join(clone, "node_modules"));
    await cp(join(clone, "content-cache"), join(work, "space"), { recursive: true });
    fake = await startFakeStoryblok(join(work, "space"), { latencyMs: LATENCY_MS });
    // the live site before the publish: the first build, with an empty build cache
    const first = await netlifyBuild(clone, fake);
    await publishStory(fake, clone, PUBLISHED_STORY, newHeading(1));
    const restored = await netlifyBuild(clone, fake);
    await publishStory(fake, clone, PUBLISHED_STORY, newHeading(2));
    for (const dir of [".netlify/cache", ".cache", "dist"]) await rm(join(clone, dir), { recursive: true, force: true });
    const empty = await netlifyBuild(clone, fake);
    console.log(`\nPublish to live: one story published, Storyblok faked at ${LATENCY_MS} ms a request, the real webhook and follow-up functions, then`);
    console.log(`Netlify's build runner (@netlify/build ${await netlifyBuildVersion()}, what \`netlify build\` runs) with --offline in a clone of HEAD:`);
    console.log(`  webhook answer        ${wait.answerMs.toFixed(0)} ms (a quiet window's first publish: its build is asked for before the answer)`);
    console.log(
      `  coalescing wait       0 s for that one; a publish ${wait.laterS} s later waits ${wait.followUpS.toFixed(1)} s: the rest of its ${wait.windowS} s window, then the follow-up waiter starts its build (before: the next every-minute flush, 59–81 s)`,
    );
    console.log(`  first build, empty cache     ${first.wallS.toFixed(1)} s wall: ${stages(first)}`);
    console.log(
      `  publish, restored cache      ${restored.wallS.toFixed(1)} s wall: ${stages(restored)}; upload ${uploaded(first.digests, restored.digests)} of ${restored.digests.size} files`,
    );
    console.log(
      `  publish, empty cache         ${empty.wallS.toFixed(1)} s wall: ${stages(empty)}; upload ${uploaded(restored.digests, empty.digests)} of ${empty.digests.size} files`,
    );
    console.log("  then Netlify's own part (not measurable here): queueing the build, cloning, installing, uploading the changed files, and the CDN switching over");
  } finally {
    await fake?.close();
    await rm(work, { recursive: true, force: true });
  }
}

async function netlifyBuildVersion(): Promise<string> {
  return (JSON.parse(await readFile(join(ROOT, "node_modules/@netlify/build/package.json"), "utf8")) as { version: string }).version;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: "ignore" });
    child.on("exit", (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}
