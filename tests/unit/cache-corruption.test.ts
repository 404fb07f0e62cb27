// The cache corruption corpus: each kind of build cache entry (and the output an incremental build
// updates) damaged as a restored cache can be: cut short, garbage, emptied, swapped with another
// entry's file and digest; the output folder one build older than the cache; a page edited in place.
// Every case must end with a build whose output equals a full build byte for byte (or one failed
// build and a good next one), and the build's log must name the damaged folder. Something of the
// wrong kind in the output's place (the folder a file or a symbolic link, a folder where a page goes,
// a file where a folder goes; in it or in the previous output a full build writes over) fails no build:
// it is set aside, and one line says so. The run bundle
// (build/run.mjs) gets the same four damages, checked without bundling, and one truncated bundle
// is run for real. A small site built in process keeps it fast.
import { spawnSync } from "node:child_process";
import { cp, lstat, mkdir, mkdtemp, readdir, readFile, rm, symlink, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WrittenPage } from "../../build/pipeline/render/render";
import { type BuildResult, runBuild } from "../../build/pipeline/run-build";
import { CHECKED_SUFFIX, DIGEST_SUFFIX } from "../../build/shared/cache-digest.mjs";
import { bundleDamage, writeBundleDigest } from "../../build/shared/run-bundle-check.mjs";
import { makeContentDir, story } from "../helpers/content";
import { editInPlaceKeepingDates } from "../helpers/file-fingerprint";

const STILL = "https://a.storyblok.com/f/1/1600x900/abc/still.jpg";
/** the folders under the build cache a written incremental build reads */
const KINDS = ["css", "css-graph", "islands", "story-memo", "incremental", "redirect-check"];

type Damage = (entry: Buffer, other: Buffer) => Buffer | null;
const DAMAGES: Record<string, Damage> = {
  truncated: (entry) => entry.subarray(0, Math.floor(entry.length / 2)),
  garbage: (entry) => Buffer.from("body{color:red}\n".repeat(Math.max(1, Math.ceil(entry.length / 16)))),
  emptied: () => Buffer.alloc(0),
  // another entry's file; its digest goes with it (below)
  "swapped with another entry": (_, other) => other,
};

let work: string;
let content: string;
let reference: Map<string, Buffer>;
/** the output and build cache after two builds: the second after one story changed */
let warm: string;
/** the output of the first of them, one build older than the cache */
let olderOutput: string;
const outDir = () => join(work, "out");
const cacheDir = () => join(work, "cache");

async function build(out: string, cache: string, incremental: boolean): Promise<BuildResult<WrittenPage>> {
  process.env.BUILD_CACHE_DIR = cache;
  return runBuild({ contentDir: content, outDir: out, publicDir: join(content, "public"), preview: false, minify: false, strict: false }, undefined, { incremental });
}

async function files(dir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const found = entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)));
  return new Map(await Promise.all(found.map(async (path) => [path, await readFile(join(dir, path))] as const)));
}

/** The warm output and cache put back where they were built (the manifest is keyed by the output folder's path). */
async function restoreWarm(output = join(warm, "out")): Promise<void> {
  await Promise.all([rm(outDir(), { recursive: true, force: true }), rm(cacheDir(), { recursive: true, force: true })]);
  await Promise.all([cp(output, outDir(), { recursive: true }), cp(join(warm, "cache"), cacheDir(), { recursive: true })]);
}

/** The build after the damage, and a second one if it failed: how it ended, and the log's cache lines. */
async function buildAfterDamage(): Promise<{ outcome: string; log: string[] }> {
  const first = await build(outDir(), cacheDir(), true).catch((error: unknown) => error as Error);
  if (!(first instanceof Error)) return { outcome: "rebuilt", log: first.cacheDamage };
  const second = await build(outDir(), cacheDir(), true);
  return { outcome: `failed (${first.message.split("\n")[0]}), then rebuilt`, log: second.cacheDamage };
}

async function expectFullBuildOutput(): Promise<void> {
  const mine = await files(outDir());
  expect([...mine.keys()].sort()).toEqual([...reference.keys()].sort());
  expect([...reference].filter(([path, bytes]) => !mine.get(path)?.equals(bytes)).map(([path]) => path)).toEqual([]);
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "cache-corruption-"));
  const caseStudy = story({
    full_slug: "case-studies/alpha",
    name: "Alpha Homes",
    content: { component: "case_study", date: "2025-01-01 10:00", description: "A film.", heading: "Show home tours", image: { filename: STILL, alt: "" } },
  });
  const article = story({ full_slug: "insights/first", name: "First", content: { component: "article", date: "2025-02-01 09:00", excerpt: "Sound.", category: "General" } });
  content = await makeContentDir([caseStudy, article, story({ full_slug: "about", name: "About", content: { component: "page", body: [] } })]);
  const still = join(content, "assets/f/1/1600x900/abc/still.jpg");
  await mkdir(join(still, ".."), { recursive: true });
  await sharp({ create: { width: 320, height: 180, channels: 3, background: "#3a6b8c" } })
    .jpeg()
    .toFile(still);
  await build(outDir(), cacheDir(), true);
  olderOutput = join(work, "older-out");
  await cp(outDir(), olderOutput, { recursive: true });
  // a heading of the same length: the page keeps its size, so only its bytes tell the builds apart
  const file = join(content, "stories/case-studies/alpha.json");
  await writeFile(file, (await readFile(file, "utf8")).replace("Show home tours", "Show home walks"));
  await build(outDir(), cacheDir(), true);
  warm = join(work, "warm");
  await cp(outDir(), join(warm, "out"), { recursive: true });
  await cp(cacheDir(), join(warm, "cache"), { recursive: true });
  await build(join(work, "full-out"), join(work, "full-cache"), false);
  reference = await files(join(work, "full-out"));
}, 120_000);

afterAll(async () => {
  delete process.env.BUILD_CACHE_DIR;
  await rm(work, { recursive: true, force: true });
});

describe("a build over a damaged build cache", () => {
  it("has every kind of entry to damage", async () => {
    for (const kind of KINDS)
      expect(
        (await readdir(join(warm, "cache", kind))).filter((f) => !f.endsWith(DIGEST_SUFFIX) && !f.endsWith(CHECKED_SUFFIX)),
        kind,
      ).not.toEqual([]);
  });

  for (const kind of KINDS) {
    for (const [name, damage] of Object.entries(DAMAGES)) {
      it(`${kind}: every entry ${name}`, async () => {
        await restoreWarm();
        const dir = join(cacheDir(), kind);
        const entries = (await readdir(dir)).filter((f) => !f.endsWith(DIGEST_SUFFIX) && !f.endsWith(CHECKED_SUFFIX)).sort();
        // each entry takes the next one's file (the last the first's); an only entry, another kind's
        const donors = entries.length > 1 ? entries.map((_, i) => join(dir, entries[(i + 1) % entries.length]!)) : [await anotherKindsEntry(kind)];
        const originals = await Promise.all(entries.map((e) => readFile(join(dir, e))));
        const donorBytes = await Promise.all(donors.map((d) => readFile(d)));
        const donorDigests = await Promise.all(donors.map((d) => readFile(`${d}${DIGEST_SUFFIX}`)));
        for (const [i, entry] of entries.entries()) {
          await writeFile(join(dir, entry), damage(originals[i]!, donorBytes[i]!)!);
          if (name.startsWith("swapped")) await writeFile(join(dir, `${entry}${DIGEST_SUFFIX}`), donorDigests[i]!);
        }
        const { outcome, log } = await buildAfterDamage();
        expect(outcome).toBe("rebuilt");
        expect(log.join("\n")).toContain(`${kind}/ (`);
        await expectFullBuildOutput();
      }, 60_000);
    }
  }

  it("the output folder one build older than the cache", async () => {
    await restoreWarm(olderOutput);
    const { outcome, log } = await buildAfterDamage();
    expect(outcome).toBe("rebuilt");
    expect(log.join("\n")).toMatch(/out\/ \(case-studies\/alpha\.html: not the page the last build wrote/);
    await expectFullBuildOutput();
  }, 60_000);

  it("a page edited in place in the output folder to as many bytes, its dates put back (touch -r)", async () => {
    await restoreWarm();
    const page = join(outDir(), "about.html");
    const then = new Date("2026-11-01T12:00:00Z"); // a whole millisecond, which utimes puts back exactly
    await utimes(page, then, then);
    await build(outDir(), cacheDir(), true); // the copied folder's pages recorded by their own inodes and dates
    await editInPlaceKeepingDates(page, (await readFile(page, "utf8")).replace("About", "Abour"));
    const { outcome, log } = await buildAfterDamage();
    expect(outcome).toBe("rebuilt");
    expect(log.join("\n")).toMatch(/out\/ \(about\.html: not the page the last build wrote/);
    await expectFullBuildOutput();
  }, 60_000);

  it("a page edited in place in the output folder", async () => {
    await restoreWarm();
    const page = join(outDir(), "about.html");
    const html = await readFile(page, "utf8");
    await writeFile(page, html.replace("About", "Abour"));
    const { outcome, log } = await buildAfterDamage();
    expect(outcome).toBe("rebuilt");
    expect(log.join("\n")).toMatch(/out\/ \(about\.html: not the page the last build wrote/);
    await expectFullBuildOutput();
  }, 60_000);
});

describe("a build over something of the wrong kind in the output's place", () => {
  const renderLine = (result: BuildResult<WrittenPage>) => result.phases.find((p) => p.name === "render")!.detail;
  const previousDir = () => `${outDir()}.previous`;

  /** The warm cache, with `out` made by `place`; then an incremental build, which must not fail and must build every page. */
  async function incrementalOver(place: () => Promise<void>): Promise<string> {
    await restoreWarm();
    await rm(outDir(), { recursive: true, force: true });
    await place();
    const result = await build(outDir(), cacheDir(), true);
    expect((await lstat(outDir())).isDirectory()).toBe(true);
    await expectFullBuildOutput();
    return renderLine(result);
  }

  it("the output folder a file: set aside, every page built", async () => {
    const line = await incrementalOver(() => writeFile(outDir(), "not a folder"));
    expect(line).toMatch(/full build: .*out is a file, not a folder, so it was set aside/);
  }, 60_000);

  it("the output folder a symbolic link to a copy of it: set aside (the copy left as it was), every page built", async () => {
    const copy = join(work, "linked-out");
    await rm(copy, { recursive: true, force: true });
    await cp(join(warm, "out"), copy, { recursive: true });
    await writeFile(join(copy, "about.html"), "the linked folder's own page");
    const line = await incrementalOver(() => symlink(copy, outDir()));
    expect(line).toMatch(/full build: .*out is a symbolic link, not a folder, so it was set aside/);
    expect(await readFile(join(copy, "about.html"), "utf8")).toBe("the linked folder's own page");
  }, 60_000);

  it("the output folder with a folder where a page goes: set aside, every page built", async () => {
    const line = await incrementalOver(async () => {
      await cp(join(warm, "out"), outDir(), { recursive: true });
      await rm(join(outDir(), "about.html"));
      await mkdir(join(outDir(), "about.html"));
    });
    expect(line).toMatch(/full build: .*out\/about\.html is a folder where a page goes, so it was set aside/);
  }, 60_000);

  /** The warm output kept as the previous one, damaged by `damage`, and a full build over it, which must not fail. */
  async function fullOverPrevious(damage: (previous: string) => Promise<void>): Promise<string[]> {
    await restoreWarm();
    await rm(previousDir(), { recursive: true, force: true });
    await cp(join(warm, "out"), previousDir(), { recursive: true });
    await damage(previousDir());
    const result = await build(outDir(), cacheDir(), false);
    await expectFullBuildOutput();
    return result.cacheDamage;
  }

  it("the kept previous output with a folder where a page goes: set aside, the pages written into a new folder", async () => {
    const log = await fullOverPrevious(async (previous) => {
      await rm(join(previous, "about.html"));
      await mkdir(join(previous, "about.html", "inside"), { recursive: true });
    });
    expect(log).toEqual([expect.stringMatching(/^Output: .*out\.previous\/about\.html is a folder where a page goes; set aside/)]);
  }, 60_000);

  it("the kept previous output with a file where a folder goes: set aside, the pages written into a new folder", async () => {
    const log = await fullOverPrevious(async (previous) => {
      await rm(join(previous, "case-studies"), { recursive: true });
      await writeFile(join(previous, "case-studies"), "not a folder");
    });
    expect(log).toEqual([expect.stringMatching(/^Output: .*out\.previous\/case-studies is a file where a folder goes; set aside/)]);
  }, 60_000);
});

/** An entry of another kind, for a kind that holds one entry. */
async function anotherKindsEntry(kind: string): Promise<string> {
  const other = KINDS.find((k) => k !== kind)!;
  const entry = (await readdir(join(cacheDir(), other))).find((f) => !f.endsWith(DIGEST_SUFFIX) && !f.endsWith(CHECKED_SUFFIX))!;
  return join(cacheDir(), other, entry);
}

describe("the run bundle (build/run.mjs) damaged", () => {
  /** a bundle as esbuild leaves it: an entry, a worker and a chunk, and V8's compile cache */
  async function madeBundle(): Promise<string> {
    const dir = await mkdtemp(join(work, "bundle-"));
    await mkdir(join(dir, "chunks"));
    await mkdir(join(dir, "compile-cache"));
    await writeFile(join(dir, "build.mjs"), 'import "./chunks/a.mjs";\nconsole.log("built");\n');
    await writeFile(join(dir, "render-worker.mjs"), 'import "./chunks/a.mjs";\nexport const worker = 1;\n');
    await writeFile(join(dir, "chunks/a.mjs"), "export const shared = 2;\n");
    await writeBundleDigest(dir);
    await writeFile(join(dir, "compile-cache/v8"), "V8 writes here after the digest");
    return dir;
  }

  it("a whole bundle runs as it is", async () => {
    const dir = await madeBundle();
    expect(await bundleDamage(dir, join(dir, "build.mjs"))).toBeNull();
  });

  for (const [name, damage] of Object.entries(DAMAGES)) {
    it(`its entry file ${name}: not run`, async () => {
      const dir = await madeBundle();
      const entry = join(dir, "build.mjs");
      await writeFile(entry, damage(await readFile(entry), await readFile(join(dir, "render-worker.mjs")))!);
      expect(await bundleDamage(dir, entry)).toBe("its files do not match the digest written with them");
    });
  }

  it("a chunk cut short, or the digest lost: not run", async () => {
    const cut = await madeBundle();
    await writeFile(join(cut, "chunks/a.mjs"), "export const sha");
    expect(await bundleDamage(cut, join(cut, "build.mjs"))).toBe("its files do not match the digest written with them");
    const lost = await madeBundle();
    await rm(join(lost, "bundle.sha256"));
    expect(await bundleDamage(lost, join(lost, "build.mjs"))).toBe("no digest was written with it");
  });

  it("build/run.mjs bundles a truncated bundle again, says so, and runs the entry", async () => {
    const ROOT = resolve(import.meta.dirname, "../..");
    const bundles = join(ROOT, ".cache", `run-corruption-test-${process.pid}`);
    const runHelp = () =>
      spawnSync(process.execPath, ["build/run.mjs", "build/cli/build.ts", "--help"], { cwd: ROOT, env: { ...process.env, RUN_BUNDLE_DIR: bundles }, encoding: "utf8" });
    try {
      // the project's own bundle when it has one for these sources (npm run build made it), so only the damaged one is bundled here
      await cp(join(ROOT, ".cache/run"), bundles, { recursive: true, filter: (src) => !src.includes("/compile-cache") }).catch(() => undefined);
      expect(runHelp().status).toBe(0);
      const [folder] = (await readdir(bundles)).filter((f) => f.startsWith("cli-build-"));
      const entry = join(bundles, folder!, "build.mjs");
      await writeFile(entry, (await readFile(entry)).subarray(0, 100));
      const run = runHelp();
      expect(run.stdout).toContain(
        `Build cache: the run bundle .cache/run-corruption-test-${process.pid}/${folder}/ is damaged (its files do not match the digest written with them), bundled again`,
      );
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toContain("Usage");
    } finally {
      await rm(bundles, { recursive: true, force: true });
    }
  }, 60_000);
});
