// Each kind of publish an editor makes (build/bench/publish-kinds.ts), built incrementally over the
// last build's output: the pages rendered again are those that show what changed, and the output is
// a full build's, byte for byte.
import { cp, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLISH_KINDS } from "../../build/bench/publish-kinds";
import { manifestFile } from "../../build/pipeline/render/incremental/manifest";
import type { WrittenPage } from "../../build/pipeline/render/render";
import { type BuildResult, runBuild } from "../../build/pipeline/run-build";

async function files(dir: string): Promise<Map<string, Buffer>> {
  const found = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) found.set(relative(dir, join(entry.parentPath, entry.name)), await readFile(join(entry.parentPath, entry.name)));
  }
  return found;
}

const rendered = (result: BuildResult<WrittenPage>) => Number(/^(\d+)/.exec(result.phases.find((p) => p.name === "render")!.detail)![1]);

describe("an incremental build after each kind of publish", () => {
  let dir: string;
  let content: string;
  const build = (out: string, incremental: boolean) =>
    runBuild({ contentDir: content, outDir: join(dir, out), publicDir: "public", preview: false, minify: true, strict: false }, undefined, { incremental });

  async function expectSameAsFull() {
    await build("full", false);
    const [mine, theirs] = await Promise.all([files(join(dir, "incremental")), files(join(dir, "full"))]);
    expect([...mine.keys()].sort()).toEqual([...theirs.keys()].sort());
    expect([...theirs].filter(([path, bytes]) => !mine.get(path)?.equals(bytes)).map(([path]) => path)).toEqual([]);
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "publish-kinds-"));
    content = join(dir, "content");
    await cp("content-cache", content, { recursive: true, filter: (src) => !src.includes("/assets/") });
    await build("incremental", true);
  }, 120_000);
  afterAll(async () => {
    await rm(manifestFile(join(dir, "incremental")), { force: true });
    await rm(dir, { recursive: true, force: true });
  });

  it("after a case study's heading changes, renders the pages that show it (its page, its listings, cards and tags) and the 404 page's", async () => {
    await PUBLISH_KINDS[0]!.publish(content);
    const before = await files(join(dir, "incremental"));
    const result = await build("incremental", true);
    const after = await files(join(dir, "incremental"));
    const changed = [...after].filter(([path, bytes]) => path.endsWith(".html") && !before.get(path)?.equals(bytes)).map(([path]) => path.replace(/(index)?\.html$/, ""));
    // the case study, the listing and its 15 filtered variants, its client's, sectors' and video types' pages, the service
    // page whose recent case studies show it, the case study whose next one it is; the 404 page reads every story
    expect(changed.filter((path) => !path.startsWith("case-studies/service/")).sort()).toEqual(
      [
        "case-studies/aldridge-homes-show-home-tours",
        "case-studies/calder-mutual-branch-staff",
        "case-studies/",
        "clients/aldridge-homes",
        "sector/construction",
        "sector/explainer",
        "services/drone-aerial-video",
        "video-types/explainer-video",
        "video-types/product-demo",
      ].sort(),
    );
    expect(rendered(result)).toBe(changed.length + 1);
    await expectSameAsFull();
  }, 120_000);

  it.each(PUBLISH_KINDS.slice(1).map((kind) => [kind.name, kind] as const))(
    "after %s, writes what a full build writes",
    async (_, kind) => {
      await kind.publish(content);
      await build("incremental", true);
      await expectSameAsFull();
    },
    120_000,
  );
});
