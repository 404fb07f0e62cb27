/** A replaced output folder: kept as the previous output, or deleted by a process of its own that the build does not wait for. */
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { runBuild } from "../../build/pipeline/run-build";
import { discard, discardedName, discardLeftovers } from "../../build/pipeline/write/discard";
import { previousOutputName, swapIn } from "../../build/pipeline/write/write";
import { makeContentDir, story } from "../helpers/content";
import { makeTempDir } from "./fetch-harness";

async function folderWithPages(dir: string, count: number) {
  for (let i = 0; i < count; i++) {
    await fs.mkdir(path.join(dir, `page-${i}`), { recursive: true });
    await fs.writeFile(path.join(dir, `page-${i}`, "index.html"), "<!DOCTYPE html>");
  }
}

const gone = (dir: string) => vi.waitFor(() => expect(existsSync(dir)).toBe(false), { timeout: 15_000, interval: 20 });

describe("discard", () => {
  it("deletes a whole folder in the background", async () => {
    const dir = path.join(await makeTempDir(), "dist.old-1");
    await folderWithPages(dir, 50);
    await discard(dir);
    await gone(dir);
  });

  it("deletes what earlier builds of the same output left, and nothing else", async () => {
    const parent = await makeTempDir();
    const outDir = path.join(parent, "dist");
    const left = [discardedName(outDir, 41), discardedName(outDir, 42)];
    const kept = [outDir, path.join(parent, "dist.old-notes"), path.join(parent, "other.old-7"), path.join(parent, "dist.tmp-9")];
    for (const dir of [...left, ...kept]) await folderWithPages(dir, 3);
    await discardLeftovers(outDir);
    for (const dir of left) await gone(dir);
    for (const dir of kept) expect(existsSync(path.join(dir, "page-2", "index.html"))).toBe(true);
  });

  it("a build swaps its output in and keeps the one it replaced as the previous output", async () => {
    const content = await makeContentDir([story({ full_slug: "about", name: "About", content: { component: "page", body: [] } })]);
    const outDir = path.join(content, "out");
    const build = () => runBuild({ contentDir: content, outDir, publicDir: "public", preview: false, minify: false, strict: false });
    await build();
    await fs.writeFile(path.join(outDir, "left-by-hand.txt"), "the old output");
    await build();
    expect(existsSync(path.join(outDir, "about.html"))).toBe(true);
    expect(existsSync(path.join(outDir, "left-by-hand.txt"))).toBe(false);
    expect(existsSync(path.join(previousOutputName(outDir), "left-by-hand.txt"))).toBe(true);
    await vi.waitFor(async () => expect((await fs.readdir(content)).filter((name) => name.startsWith("out."))).toEqual(["out.previous"]), { timeout: 15_000, interval: 20 });
  });

  it("deletes the output a build replaces when another build has kept a previous output meanwhile", async () => {
    const parent = await makeTempDir();
    const outDir = path.join(parent, "dist");
    const staged = path.join(parent, "dist.tmp-1");
    await folderWithPages(outDir, 2);
    await folderWithPages(previousOutputName(outDir), 3);
    await folderWithPages(staged, 4);
    await swapIn(staged, outDir);
    expect(existsSync(path.join(outDir, "page-3", "index.html"))).toBe(true); // the staged folder's
    expect(existsSync(path.join(previousOutputName(outDir), "page-2", "index.html"))).toBe(true); // the other build's, kept
    await vi.waitFor(async () => expect((await fs.readdir(parent)).sort()).toEqual(["dist", "dist.previous"]), { timeout: 15_000, interval: 20 });
  });

  it("two builds of the same output swapping in at once both finish, and the output is one of theirs whole", async () => {
    const parent = await makeTempDir();
    const outDir = path.join(parent, "dist");
    for (let round = 0; round < 10; round++) {
      await fs.rm(previousOutputName(outDir), { recursive: true, force: true });
      await folderWithPages(outDir, 1);
      const [one, other] = [path.join(parent, `dist.tmp-${round}a`), path.join(parent, `dist.tmp-${round}b`)];
      await folderWithPages(one, 2);
      await folderWithPages(other, 3);
      await Promise.all([swapIn(one, outDir), swapIn(other, outDir)]);
      const pages = (await fs.readdir(outDir)).sort();
      expect([
        ["page-0", "page-1"],
        ["page-0", "page-1", "page-2"],
      ]).toContainEqual(pages);
    }
  });
});
