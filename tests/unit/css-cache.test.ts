// The stylesheet's build cache (build/pipeline/assets/css.ts): each part is kept by its source, and the whole set by
// the sources' hash, itself kept by their fingerprints. A build where no stylesheet changed reads the set alone, not
// the stylesheets or their parts; a set that cannot be used falls back to the parts, which are checked as ever.
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCss } from "../../build/pipeline/assets/css";
import { takeCacheDamageReport } from "../../build/shared/build-step-cache";

// (tests/unit/restore-env.ts puts BUILD_CACHE_DIR back when the file ends)
let cache = "";
beforeAll(async () => {
  cache = await mkdtemp(join(tmpdir(), "css-cache-"));
  process.env.BUILD_CACHE_DIR = cache;
});
afterAll(() => rm(cache, { recursive: true, force: true }));

const entries = async (suffix: string) => (await readdir(join(cache, "css"))).filter((name) => name.endsWith(suffix));
const spoil = async (names: string[]) => {
  for (const name of names) await writeFile(join(cache, "css", name), "garbage");
};

describe("the stylesheet's build cache", () => {
  it("keeps the set beside the parts, and reads the set alone while no stylesheet changed", async () => {
    takeCacheDamageReport();
    const first = await buildCss({ minify: true });
    expect(await entries(".json")).toHaveLength(1);
    expect((await entries(".css")).length).toBe(first.parts.length);
    await spoil(await entries(".css")); // never read again: no damage to report
    const second = await buildCss({ minify: true });
    expect(second).toEqual(first);
    expect(takeCacheDamageReport()).toEqual([]);
  });

  it("falls back to the parts when the set cannot be used, and says so", async () => {
    const first = await buildCss({ minify: false });
    await spoil([...(await entries(".json")), ...(await entries(".css"))]);
    takeCacheDamageReport();
    expect(await buildCss({ minify: false })).toEqual(first);
    expect(takeCacheDamageReport()).toEqual([expect.stringMatching(/^Build cache: \d+ damaged entries in .*css\/ /)]);
  }, 60_000);
});
