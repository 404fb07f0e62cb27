/** One fetch per cache (the lock), a swap that fails half-way, and the repair of an interrupted swap by the loader. */
import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { repairInterruptedSwap } from "../../build/content-cache/swap-repair";
import { processStart } from "../../build/fetch/cache-lock";
import { FetchError } from "../../build/fetch/fetch-errors";
import { fetchContent } from "../../build/fetch/run-fetch";
import { createStaging, SwapError, swapIn } from "../../build/fetch/staging";
import { loadSite } from "../../build/pipeline/load/load";
import * as fault from "../fakes/hostile-faults";
import { type HostileStoryblok, startHostileStoryblok } from "../fakes/hostile-storyblok";
import { EMBEDDED_CACHE, makeTempDir, oldCache, recordingProgress, runOptions, SMALL_CACHE, snapshot } from "./fetch-harness";

let fake: HostileStoryblok | undefined;

afterEach(async () => {
  await fake?.close();
  fake = undefined;
  vi.restoreAllMocks();
});

describe("one fetch per cache", () => {
  it("refuses a second fetch while the first holds the lock, and the first completes", async () => {
    fake = await startHostileStoryblok(SMALL_CACHE);
    fake.rule({ route: "links", times: 1, handle: fault.drip(4, 100) });
    const outDir = await oldCache();
    const first = fetchContent(runOptions(fake, outDir));
    while (!(await fs.readdir(path.dirname(outDir))).includes("content-cache.lock")) await new Promise((resolve) => setTimeout(resolve, 10));
    const second = await fetchContent(runOptions(fake, outDir)).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(second).toBeInstanceOf(FetchError);
    expect((second as FetchError).what).toBe(`Another fetch (PID ${process.pid}) is updating ${outDir} right now (lock file ${outDir}.lock).`);
    expect((await first).stories).toBe(5);
    expect(await fs.readdir(path.dirname(outDir))).toEqual(["content-cache"]);
  });

  it("takes over a lock whose fetch no longer runs", async () => {
    fake = await startHostileStoryblok(SMALL_CACHE);
    const outDir = await oldCache();
    await fs.writeFile(`${outDir}.lock`, "999999999\n");
    const progress = recordingProgress();
    await fetchContent(runOptions(fake, outDir, { progress }));
    expect(progress.lines[0]).toBe(`took over ${outDir}.lock, left by a fetch that no longer runs (PID 999999999)`);
    expect(await fs.readdir(path.dirname(outDir))).toEqual(["content-cache"]);
  });

  it.runIf(processStart(process.pid) !== undefined)("takes over a lock whose PID now belongs to a later process (PIDs repeat in containers)", async () => {
    fake = await startHostileStoryblok(SMALL_CACHE);
    const outDir = await oldCache();
    // this very PID, but a process that started at another moment: an earlier run's leftover
    await fs.writeFile(`${outDir}.lock`, `${process.pid} 1\n`);
    const progress = recordingProgress();
    await fetchContent(runOptions(fake, outDir, { progress }));
    expect(progress.lines[0]).toBe(`took over ${outDir}.lock, left by a fetch that no longer runs (PID ${process.pid})`);
    expect(await fs.readdir(path.dirname(outDir))).toEqual(["content-cache"]);
  });
});

describe("the swap", () => {
  /** Fails the renames whose numbers (1-based) are listed, with EACCES. */
  function failRenames(...failing: number[]): void {
    const rename = fs.rename.bind(fs);
    let count = 0;
    vi.spyOn(fs, "rename").mockImplementation(async (from, to) => {
      count++;
      if (failing.includes(count)) throw Object.assign(new Error("denied"), { code: "EACCES" });
      return rename(from, to);
    });
  }

  it("puts the old cache back when the new one cannot be moved in, and says so", async () => {
    const outDir = await oldCache();
    const before = await snapshot(outDir);
    const staging = await createStaging(outDir);
    failRenames(2);
    const error = await swapIn(staging, outDir).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(FetchError);
    expect(error).not.toBeInstanceOf(SwapError);
    expect((error as FetchError).what).toBe(`Could not move the new cache into ${outDir} (EACCES).`);
    expect(await snapshot(outDir)).toEqual(before);
  });

  it("does not claim the cache was left as it was when it could not be put back", async () => {
    const outDir = await oldCache();
    const staging = await createStaging(outDir);
    failRenames(2, 3);
    const error = await swapIn(staging, outDir).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SwapError);
    expect((error as SwapError).cacheState).toBe(
      `The previous cache could not be put back (EACCES): it is in ${outDir}.old-${process.pid}; the next npm run build, start, dev, content:check or fetch restores it.`,
    );
  });

  it("is repaired by the build's loader when a fetch died between its two renames", async () => {
    const parent = await makeTempDir();
    const contentDir = path.join(parent, "content-cache");
    await fs.cp(EMBEDDED_CACHE, `${contentDir}.old-999999999`, { recursive: true });
    const notes: string[] = [];
    expect(await repairInterruptedSwap(contentDir, (note) => notes.push(note))).toHaveLength(1);
    await fs.rename(contentDir, `${contentDir}.old-999999999`);
    const loaded = await loadSite(contentDir);
    expect(loaded.site).toBeDefined();
    expect(await fs.readdir(parent)).toEqual(["content-cache"]);
    expect(notes).toEqual([`restored ${contentDir} from content-cache.old-999999999, left by a fetch that was stopped while swapping the cache in`]);
  });

  it("leaves the backup of a fetch that is still swapping alone", async () => {
    const parent = await makeTempDir();
    const contentDir = path.join(parent, "content-cache");
    await fs.mkdir(`${contentDir}.old-${process.pid}`);
    expect(await repairInterruptedSwap(contentDir, () => {})).toEqual([]);
    expect(await fs.readdir(parent)).toEqual([`content-cache.old-${process.pid}`]);
  });
});
