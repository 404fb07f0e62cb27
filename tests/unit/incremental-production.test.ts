// An incremental production build (what `npm run build:netlify` runs: --incremental with the
// report the deploy gate reads) writes the same output, byte for byte, and reports the same
// warnings and page weights as a full build of the same content, after a one-story change, a
// shared-story change and a code change; the last two, and a broken manifest, build in full
// (on the render pool when asked) and say why, and record what the next build reuses.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manifestFile, writeManifest } from "../../build/pipeline/render/incremental/manifest";
import type { WrittenPage } from "../../build/pipeline/render/render";
import { type BuildResult, runBuild } from "../../build/pipeline/run-build";

async function files(dir: string): Promise<Map<string, Buffer>> {
  const found = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) found.set(relative(dir, join(entry.parentPath, entry.name)), await readFile(join(entry.parentPath, entry.name)));
  }
  return found;
}

const renderLine = (result: BuildResult<WrittenPage>) => result.phases.find((p) => p.name === "render")!.detail;
const sortedWarnings = (result: BuildResult<WrittenPage>) => result.warnings.map((w) => JSON.stringify(w)).sort();

describe("an incremental production build", () => {
  let dir: string;
  let content: string;
  const options = (outDir: string) => ({ contentDir: content, outDir, publicDir: "public", preview: false, minify: true, strict: false });
  const incremental = () => runBuild(options(join(dir, "incremental")), undefined, { incremental: true, weights: true });
  const full = () => runBuild(options(join(dir, "full")), undefined, { weights: true });

  async function editStory(path: string, edit: (story: { content: Record<string, unknown> }) => void) {
    const file = join(content, "stories", path);
    const json = JSON.parse(await readFile(file, "utf8"));
    edit(json.story);
    await writeFile(file, JSON.stringify(json));
  }

  /** The incremental build's output, warnings and weights are the full build's. */
  async function expectSameAsFull(result: BuildResult<WrittenPage>) {
    const reference = await full();
    const [mine, theirs] = await Promise.all([files(join(dir, "incremental")), files(join(dir, "full"))]);
    expect([...mine.keys()].sort()).toEqual([...theirs.keys()].sort());
    expect([...theirs].filter(([path, bytes]) => !mine.get(path)?.equals(bytes)).map(([path]) => path)).toEqual([]);
    expect(sortedWarnings(result)).toEqual(sortedWarnings(reference));
    expect(result.weights).toEqual(reference.weights);
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "incremental-production-"));
    content = join(dir, "content");
    await cp("content-cache", content, { recursive: true, filter: (src) => !src.includes("/assets/") });
    // a page with a warning its render reports, which a later build reuses: its warning must still reach the gate
    await editStory("terms.json", (story) => {
      (story.content.body as unknown[]).push({ _uid: "gone-services", component: "service_block", services: ["no-such-service"] });
    });
  });
  afterAll(async () => {
    await rm(manifestFile(join(dir, "incremental")), { force: true });
    await rm(dir, { recursive: true, force: true });
  });

  it("renders everything the first time, saying there was no earlier build", async () => {
    const first = await incremental();
    expect(renderLine(first)).toMatch(/^\d+ pages \(full build: no earlier build of this output folder is recorded/);
    expect(first.warnings.filter((w) => w.where === "terms").map((w) => w.message)).toEqual([expect.stringMatching(/^no service story with uuid no-such-service/)]);
  }, 120_000);

  it("after one case study's heading changes, renders only the pages that read it, and replays the others' warnings", async () => {
    await editStory("case-studies/aldridge-homes-show-home-tours.json", (story) => {
      story.content.heading = "Show home tours, revised";
    });
    // as a fetch after the publish writes it: a new cv and fetch time, which no page shows
    const spaceFile = join(content, "space.json");
    const space = JSON.parse(await readFile(spaceFile, "utf8"));
    await writeFile(spaceFile, JSON.stringify({ ...space, cv: space.cv + 1, fetched_at: new Date().toISOString() }));
    const result = await incremental();
    const [, rendered, total] = /^(\d+) of (\d+) pages \(incremental/.exec(renderLine(result)) ?? [];
    expect(Number(rendered)).toBeGreaterThan(0);
    expect(Number(rendered)).toBeLessThan(Number(total));
    expect(result.warnings.filter((w) => w.where === "terms").map((w) => w.message)).toEqual([expect.stringMatching(/^no service story with uuid no-such-service/)]);
    await expectSameAsFull(result);
  }, 120_000);

  it("renders everything after a shared story (the footer) changes", async () => {
    await editStory("footer.json", (story) => {
      story.content.text = "A changed greeting in the footer.";
    });
    const result = await incremental();
    expect(renderLine(result)).toMatch(/full build: a shared story \(settings, header or footer\)/);
    await expectSameAsFull(result);
  }, 120_000);

  it("renders everything when the last build ran other code, or its manifest is broken", async () => {
    const manifest = manifestFile(join(dir, "incremental"));
    await writeManifest(join(dir, "incremental"), { ...JSON.parse(await readFile(manifest, "utf8")), codeHash: "code-of-the-last-deploy" });
    await editStory("case-studies/aldridge-homes-show-home-tours.json", (story) => {
      story.content.heading = "Show home tours, revised again";
    });
    const result = await incremental();
    expect(renderLine(result)).toMatch(/full build: the code, its dependencies or the build options changed/);
    await expectSameAsFull(result);

    await writeFile(manifest, "{ cut short");
  }, 180_000);

  it("after a full build on the render pool (a broken manifest), reuses every page the next time", async () => {
    const pooled = await runBuild({ ...options(join(dir, "incremental")), threads: 2 }, undefined, { incremental: true, weights: true });
    expect(renderLine(pooled)).toMatch(/full build: the last build's manifest is damaged \(its bytes do not match the digest written with it\)/);
    const next = await incremental();
    expect(renderLine(next)).toMatch(/^0 of \d+ pages \(incremental/);
    await expectSameAsFull(next);
  }, 180_000);
});
