// Rendering on several threads (build/pipeline/render/render-pool.ts) with real worker threads running
// build/pipeline/render/render-worker.ts: the same warnings in the same order as one thread, the same
// pages written, and a worker's failure stops the build with the worker's own error.
// (tests/unit/reference-build.test.ts compares a threaded build's files byte for byte.)
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../build/pipeline/load/load";
import { MIN_CORES, PAGES_PER_THREAD, renderOnThreads, renderThreadCount } from "../../build/pipeline/render/render-pool";
import { planRoutes } from "../../build/pipeline/routes/routes";
import { runBuild } from "../../build/pipeline/run-build";
import { makeContentDir, story } from "../helpers/content";

const brokenLinks = (n: number) =>
  story({
    full_slug: `broken-${n}`,
    content: { component: "page", body: [{ _uid: `lb${n}`, component: "link_block", links: [{ _uid: `l${n}`, component: "link", label: `Broken ${n}` }] }] },
  });

describe("how many threads render", () => {
  it("uses one thread for a small site or a machine of few cores, one per core once each gets enough pages, and what --threads asks", () => {
    expect(renderThreadCount(PAGES_PER_THREAD - 1, null, 8)).toBe(1);
    expect(renderThreadCount(PAGES_PER_THREAD * 2, null, 8)).toBe(2);
    expect(renderThreadCount(PAGES_PER_THREAD * 100, null, 4)).toBe(4);
    expect(renderThreadCount(PAGES_PER_THREAD * 100, null, MIN_CORES - 1)).toBe(1);
    expect(renderThreadCount(10, 3, 1)).toBe(3);
  });
});

describe("a build on several threads", () => {
  it("warns as a single thread does, in the same order, and writes every page", async () => {
    const content = await makeContentDir(Array.from({ length: 12 }, (_, i) => brokenLinks(i)));
    const build = (threads: number) =>
      runBuild({ contentDir: content, outDir: join(content, `out-${threads}`), publicDir: join(content, "public"), preview: false, minify: false, strict: false, threads });
    const single = await build(1);
    const threaded = await build(3);
    expect(single.warnings.filter((w) => w.where.startsWith("broken-"))).toHaveLength(12);
    expect(threaded.warnings).toEqual(single.warnings);
    expect(threaded.pages.map((p) => [p.route.url, p.islands, p.reads])).toEqual(single.pages.map((p) => [p.route.url, p.islands, p.reads]));
    for (const page of single.pages) {
      const [one, three] = await Promise.all([1, 3].map((t) => readFile(join(content, `out-${t}`, page.route.outputPath), "utf8")));
      expect(three).toBe(one);
    }
  }, 60_000);

  it("stops at a worker's failure with its error, and the other threads stop taking pages", async () => {
    const content = await makeContentDir([]);
    const { site } = await loadSite(content);
    const { routes } = planRoutes(site, { preview: false }, () => {});
    // a file where the workers expect the output folder: their first write fails
    const notAFolder = join(await mkdtemp(join(tmpdir(), "render-pool-")), "file");
    await writeFile(notAFolder, "");
    let renderedHere = 0;
    const failed = renderOnThreads({
      site,
      routes: Array.from({ length: 400 }, () => routes[0]!),
      assets: { cssHref: "/a.css", fontPreloads: [], fontFaceCss: "", islandLoader: "", islandChunks: new Map() },
      options: { preview: false },
      stagingDir: notAFolder,
      weigh: false,
      threads: 2,
      async renderHere() {
        renderedHere++;
        await new Promise((resolve) => setTimeout(resolve, 50)); // slow enough here for the worker to start and take pages
        return { islands: [], stylesheets: [], reads: [], warnings: [] };
      },
    });
    await expect(failed).rejects.toThrow(/EEXIST|ENOTDIR/);
    expect(renderedHere).toBeLessThan(400);
  }, 60_000);
});
