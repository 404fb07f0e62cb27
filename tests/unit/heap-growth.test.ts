// A large site's load holds V8's heap close to what is live (build/shared/heap-growth.ts): from LARGE_SITE_STORIES
// story files on, each full collection lets the heap grow by 30 % of what it found live, where V8 would allow up to 4
// times. Seen as V8 reports it (--trace-gc-verbose prints the factor it grows the heap's limit by), in a node that
// reads a content folder as the build does and then collects.
import { spawnSync } from "node:child_process";
import { rm } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { holdHeapCloseFor, LARGE_SITE_STORIES } from "../../build/shared/heap-growth";
import { makeContentDir, story } from "../helpers/content";

/** The growth factors V8 chose at each full collection after a node read `dir` with readContent. */
function growthFactorsAfterReading(dir: string): string[] {
  const script = `
    const { readContent } = await import(${JSON.stringify(new URL("../../build/pipeline/load/read-content.ts", import.meta.url).href)});
    await readContent(${JSON.stringify(dir)});
    console.log("read");
    for (let i = 0; i < 3; i++) globalThis.gc();`;
  const run = spawnSync(process.execPath, ["--expose-gc", "--trace-gc-verbose", "--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8" });
  expect(run.status, run.stderr).toBe(0);
  const afterRead = run.stdout.slice(run.stdout.indexOf("read\n"));
  return [...afterRead.matchAll(/\[HeapController\] factor ([\d.]+)/g)].map((m) => m[1]!);
}

const pages = (count: number) => Array.from({ length: count }, (_, i) => story({ full_slug: `page-${i}`, content: { component: "page", body: [] } }));

describe("the heap's growth", () => {
  it("is held to 30 % of what is live once a load has listed a large site's story files", async () => {
    const dir = await makeContentDir(pages(LARGE_SITE_STORIES));
    try {
      const factors = growthFactorsAfterReading(dir);
      expect(factors.length).toBeGreaterThanOrEqual(3);
      expect(new Set(factors)).toEqual(new Set(["1.3"]));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("is left to V8 for a smaller site, whose heap stays small however far V8 lets it grow", () => {
    expect(holdHeapCloseFor(LARGE_SITE_STORIES - 1)).toBe(false);
    expect(holdHeapCloseFor(0)).toBe(false);
  });
});
