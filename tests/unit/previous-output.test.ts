/**
 * The output a full build replaces is kept beside the new one (<out>.previous), and the next
 * full build writes its pages over that folder's files: same files, same inodes, and nothing
 * left of what that folder held and the new build does not make.
 */
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { runBuild } from "../../build/pipeline/run-build";
import { previousOutputName } from "../../build/pipeline/write/write";
import { makeContentDir, story } from "../helpers/content";
import { makeTempDir, snapshot } from "./fetch-harness";

const page = (full_slug: string, name: string) => story({ full_slug, name, content: { component: "page", body: [] } });
const build = (contentDir: string, outDir: string) => runBuild({ contentDir, outDir, publicDir: "public", preview: false, minify: false, strict: false });
const inode = async (file: string) => (await fs.stat(file)).ino;

/** The folders beside the output once the build's leftovers (its staging folder, a replaced output) are gone. */
const besideOutput = (parent: string) =>
  vi.waitFor(
    async () => {
      const names = (await fs.readdir(parent)).filter((name) => name.startsWith("out")).sort();
      expect(names.filter((name) => name.includes(".old-") || name.includes(".tmp-"))).toEqual([]);
      return names;
    },
    { timeout: 15_000, interval: 20 },
  );

describe("the output a build replaces", () => {
  it("is kept beside the new one, and the next full build writes its pages over that folder's files", async () => {
    const content = await makeContentDir([page("about", "About")]);
    const parent = await makeTempDir();
    const outDir = path.join(parent, "out");
    await build(content, outDir);
    const first = await inode(path.join(outDir, "about.html"));
    expect(existsSync(previousOutputName(outDir))).toBe(false);

    await build(content, outDir);
    expect(await inode(path.join(previousOutputName(outDir), "about.html"))).toBe(first);
    const second = await inode(path.join(outDir, "about.html"));
    expect(second).not.toBe(first);

    await build(content, outDir);
    expect(await inode(path.join(outDir, "about.html"))).toBe(first);
    expect(await inode(path.join(previousOutputName(outDir), "about.html"))).toBe(second);
    expect(await besideOutput(parent)).toEqual(["out", "out.previous"]);
  });

  it("leaves nothing of what the build before last wrote and this one does not: the output is what a build into an empty folder writes", async () => {
    const before = await makeContentDir([page("about", "About"), page("team", "Team"), page("work/one", "One")]);
    const after = await makeContentDir([page("about", "About us")]);
    const parent = await makeTempDir();
    const outDir = path.join(parent, "out");
    await build(before, outDir);
    await fs.writeFile(path.join(outDir, "left-by-hand.txt"), "in the output the next build replaces");
    await build(before, outDir);
    expect(existsSync(path.join(previousOutputName(outDir), "left-by-hand.txt"))).toBe(true);

    await build(after, outDir); // written over the first build's folder
    const fresh = path.join(parent, "fresh");
    await build(after, fresh);
    const [written, expected] = await Promise.all([snapshot(outDir), snapshot(fresh)]);
    expect([...written.keys()].sort()).toEqual([...expected.keys()].sort());
    expect([...written].filter(([file, bytes]) => !bytes.equals(expected.get(file)!)).map(([file]) => file)).toEqual([]);
    expect(written.has("team.html")).toBe(false);
    expect(existsSync(path.join(outDir, "work"))).toBe(false); // its folder too, once empty
    expect(written.get("about.html")!.toString()).toContain("About us");
  });
});
