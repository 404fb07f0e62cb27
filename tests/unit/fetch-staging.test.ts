import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { recoverInterrupted } from "../../build/content-cache/swap-repair";
import { createStaging, discardStaging, formatJson, swapIn } from "../../build/fetch/staging";
import { makeTempDir } from "./fetch-harness";

describe("formatJson", () => {
  it("writes the cache format: 2-space indent, keys in order, trailing newline", () => {
    expect(formatJson({ b: 1, a: [true] })).toBe('{\n  "b": 1,\n  "a": [\n    true\n  ]\n}\n');
  });
});

describe("staging and swap", () => {
  it("writes beside the cache and replaces it whole", async () => {
    const parent = await makeTempDir();
    const outDir = path.join(parent, "content-cache");
    await fs.mkdir(path.join(outDir, "stories"), { recursive: true });
    await fs.writeFile(path.join(outDir, "stories/old.json"), "{}\n");
    const staging = await createStaging(outDir);
    expect(staging.dir).toBe(`${outDir}.tmp-${process.pid}`);
    await staging.writeJson("stories/new.json", { story: { id: 1 } });
    await staging.writeBytes("assets/f/1/x.bin", new Uint8Array([1, 2, 3]));
    await swapIn(staging, outDir);
    expect(await fs.readdir(parent)).toEqual(["content-cache"]);
    expect(await fs.readdir(path.join(outDir, "stories"))).toEqual(["new.json"]);
    expect([...(await fs.readFile(path.join(outDir, "assets/f/1/x.bin")))]).toEqual([1, 2, 3]);
  });

  it("refuses to write outside the staging folder and can be discarded", async () => {
    const outDir = path.join(await makeTempDir(), "content-cache");
    const staging = await createStaging(outDir);
    await expect(staging.writeJson("../escape.json", {})).rejects.toThrow("Refusing to write outside the staging folder: ../escape.json");
    await discardStaging(staging);
    await expect(fs.access(staging.dir)).rejects.toThrow();
  });
});

describe("recoverInterrupted", () => {
  it("removes a dead fetch's staging folder and stale backup when the cache is in place", async () => {
    const parent = await makeTempDir();
    const outDir = path.join(parent, "content-cache");
    await fs.mkdir(outDir);
    await fs.mkdir(`${outDir}.tmp-999999999`);
    await fs.mkdir(`${outDir}.old-999999998`);
    const notes = await recoverInterrupted(outDir);
    expect(notes.sort()).toEqual(["removed content-cache.old-999999998, left by an interrupted fetch", "removed content-cache.tmp-999999999, left by an interrupted fetch"]);
    expect(await fs.readdir(parent)).toEqual(["content-cache"]);
  });

  it("leaves the folders of a fetch that is still running alone", async () => {
    const parent = await makeTempDir();
    const outDir = path.join(parent, "content-cache");
    await fs.mkdir(`${outDir}.tmp-${process.pid}`, { recursive: true });
    expect(await recoverInterrupted(outDir)).toEqual([]);
    expect(await fs.readdir(parent)).toEqual([`content-cache.tmp-${process.pid}`]);
  });
});
