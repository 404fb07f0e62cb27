import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { fetchContent } from "../../build/fetch/run-fetch";
import { type FakeStoryblok, startFakeStoryblok } from "../fakes/storyblok-api";
import { EMBEDDED_CACHE, makeTempDir, recordingProgress, runOptions, SMALL_CACHE, snapshot } from "./fetch-harness";

const PROJECT = path.resolve(import.meta.dirname, "../..");
let fake: FakeStoryblok | undefined;

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

/** Every file of `source` comes back byte for byte; space.json only differs in fetched_at. */
async function expectSameCache(source: string, fetched: string): Promise<void> {
  const expected = await snapshot(source);
  const actual = await snapshot(fetched);
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [file, bytes] of expected) {
    if (file === "space.json") continue;
    expect(actual.get(file)?.equals(bytes), `${file} differs`).toBe(true);
  }
  const { fetched_at: sourceTime, ...sourceSpace } = JSON.parse(expected.get("space.json")!.toString());
  const { fetched_at: fetchedTime, ...fetchedSpace } = JSON.parse(actual.get("space.json")!.toString());
  expect(fetchedSpace).toEqual(sourceSpace);
  expect(Object.keys(fetchedSpace)).toEqual(Object.keys(sourceSpace));
  expect(new Date(fetchedTime).toISOString()).toBe(fetchedTime);
  expect(typeof sourceTime).toBe("string");
}

async function versionOf(cache: string): Promise<"draft" | "published"> {
  return JSON.parse(await fs.readFile(path.join(cache, "space.json"), "utf8")).version;
}

const sources = [SMALL_CACHE, ...(existsSync(path.join(EMBEDDED_CACHE, "stories")) ? [EMBEDDED_CACHE] : [])];

describe.each(sources)("round trip of %s through the fake Storyblok", (source) => {
  it("reproduces every file of the cache", async () => {
    fake = await startFakeStoryblok(source);
    const outDir = path.join(await makeTempDir(), "content-cache");
    const summary = await fetchContent(runOptions(fake, outDir, { version: await versionOf(source) }));
    await expectSameCache(source, outDir);
    expect(summary.cv).toBe(fake.cv);
    expect(summary.warnings).toEqual([]);
    expect(summary.assets.downloaded).toBe(summary.assets.total);
  });
});

describe("fetchContent against the fake Storyblok", () => {
  it("pages through stories by the total header and links until an empty page, all pinned to one cv", async () => {
    fake = await startFakeStoryblok(SMALL_CACHE);
    const outDir = path.join(await makeTempDir(), "content-cache");
    const progress = recordingProgress();
    await fetchContent(runOptions(fake, outDir, { storiesPerPage: 2, linksPerPage: 4, progress }));
    await expectSameCache(SMALL_CACHE, outDir);
    const storyPages = fake.requests.filter((r) => r.route === "stories");
    const linkPages = fake.requests.filter((r) => r.route === "links");
    expect(storyPages.map((r) => [r.query.page, r.query.per_page])).toEqual([
      ["1", "2"],
      ["2", "2"],
      ["3", "2"],
    ]);
    expect(linkPages.map((r) => [r.query.page, r.query.per_page])).toEqual([
      ["1", "4"],
      ["2", "4"],
      ["3", "4"],
    ]);
    expect(new Set([...storyPages, ...linkPages].map((r) => r.query.cv))).toEqual(new Set([String(fake.cv)]));
    expect(progress.lines).toContain("stories: page 3/3, 5 of 5");
    expect(progress.lines).toContain("links: page 2, 6 of 6");
  });

  it("does not download an asset that is already in the cache", async () => {
    fake = await startFakeStoryblok(SMALL_CACHE);
    const outDir = path.join(await makeTempDir(), "content-cache");
    const first = await fetchContent(runOptions(fake, outDir));
    expect(first.assets).toMatchObject({ total: 2, downloaded: 2, reused: 0 });
    fake.requests.length = 0;
    const second = await fetchContent(runOptions(fake, outDir));
    expect(second.assets).toMatchObject({ total: 2, downloaded: 0, reused: 2, bytesDownloaded: 0 });
    expect(fake.requests.filter((r) => r.route === "assets")).toEqual([]);
    await expectSameCache(SMALL_CACHE, outDir);
  });

  it("downloads every asset again with refreshAssets", async () => {
    fake = await startFakeStoryblok(SMALL_CACHE);
    const outDir = path.join(await makeTempDir(), "content-cache");
    await fs.cp(SMALL_CACHE, outDir, { recursive: true });
    const summary = await fetchContent(runOptions(fake, outDir, { refreshAssets: true }));
    expect(summary.assets).toMatchObject({ total: 2, downloaded: 2, reused: 0 });
    expect(fake.requests.filter((r) => r.route === "assets")).toHaveLength(2);
  });

  it("asks for draft content when told to and records the version in space.json", async () => {
    fake = await startFakeStoryblok(SMALL_CACHE);
    const outDir = path.join(await makeTempDir(), "content-cache");
    await fetchContent(runOptions(fake, outDir, { version: "draft" }));
    const api = fake.requests.filter((r) => r.route !== "assets");
    expect(new Set(api.map((r) => r.query.version))).toEqual(new Set(["draft"]));
    expect(JSON.parse(await fs.readFile(path.join(outDir, "space.json"), "utf8")).version).toBe("draft");
  });

  it("reports warnings from the validate hook and still swaps in the cache without --strict", async () => {
    fake = await startFakeStoryblok(SMALL_CACHE);
    const outDir = path.join(await makeTempDir(), "content-cache");
    const progress = recordingProgress();
    const seen: string[] = [];
    const summary = await fetchContent(
      runOptions(fake, outDir, {
        progress,
        validate: async (dir) => {
          seen.push(...(await fs.readdir(dir)).sort());
          return { warnings: ["homepage content.body[0]: hero has no video"] };
        },
      }),
    );
    expect(seen).toEqual(["assets", "links.json", "space.json", "stories"]);
    expect(summary.warnings).toEqual(["homepage content.body[0]: hero has no video"]);
    expect(progress.lines).toContain("warning: homepage content.body[0]: hero has no video");
    expect(existsSync(path.join(outDir, "links.json"))).toBe(true);
  });
});

const run = promisify(execFile);

async function npmRunFetch(env: Record<string, string>, args: string[]) {
  const childEnv = { ...process.env, STORYBLOK_TOKEN: "", STORYBLOK_ENDPOINT: "", STORYBLOK_ASSET_BASE: "", ...env };
  return run("npm", ["run", "--silent", "fetch", "--", ...args], { cwd: PROJECT, env: childEnv, encoding: "utf8" }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

describe("npm run fetch", () => {
  it("fetches the embedded site into --out, checked by the build's loader, with progress on stderr and one summary line on stdout", async () => {
    const source = path.join(PROJECT, "content-cache");
    fake = await startFakeStoryblok(source);
    const outDir = path.join(await makeTempDir(), "content-cache");
    const result = await npmRunFetch({ STORYBLOK_TOKEN: fake.token, STORYBLOK_ENDPOINT: fake.apiBase, STORYBLOK_ASSET_BASE: fake.assetBase }, ["--out", outDir]);
    expect(result.code).toBe(0);
    expect(result.stdout.trim().split("\n")).toHaveLength(1);
    expect(result.stdout).toMatch(
      /^Fetched \d+ stories, \d+ links and \d+ assets \(\d+ downloaded, [\d.]+ [KM]B; 0 already cached\) of cv \d+ \(published\) into .+ in [\d.]+ s, 0 warnings\.\n$/,
    );
    expect(result.stderr).toMatch(/stories: page 2\/2/);
    await expectSameCache(source, outDir);
  });

  it("refuses a space whose content the build cannot use (no settings story) and keeps the old cache", async () => {
    fake = await startFakeStoryblok(SMALL_CACHE);
    const outDir = path.join(await makeTempDir(), "content-cache");
    await fs.cp(SMALL_CACHE, outDir, { recursive: true });
    const before = await snapshot(outDir);
    const result = await npmRunFetch({ STORYBLOK_TOKEN: fake.token, STORYBLOK_ENDPOINT: fake.apiBase, STORYBLOK_ASSET_BASE: fake.assetBase }, ["--out", outDir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('no valid "settings" story');
    expect(await snapshot(outDir)).toEqual(before);
  });

  it("exits 1 with one clear message and no stack trace when the token is missing", async () => {
    const result = await npmRunFetch({}, []);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain("npm run fetch failed: STORYBLOK_TOKEN is not set");
    expect(result.stderr).toContain("Settings → Access Tokens");
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it("exits 1 on a refused token and leaves the cache in place", async () => {
    fake = await startFakeStoryblok(SMALL_CACHE);
    const outDir = path.join(await makeTempDir(), "content-cache");
    await fs.cp(SMALL_CACHE, outDir, { recursive: true });
    const before = await snapshot(outDir);
    const result = await npmRunFetch({ STORYBLOK_TOKEN: "wrong-token", STORYBLOK_ENDPOINT: fake.apiBase }, ["--out", outDir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Storyblok refused the access token (401 Unauthorized) for cdn/spaces/me");
    expect(result.stderr).toContain(`The content cache in ${outDir}/ was left as it was.`);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(await snapshot(outDir)).toEqual(before);
  });
});
