// filesUnder (build/shared/files-under.mjs): every file below a folder, relative to it with "/" between folders,
// however the folder is named (relative, with "./", with a trailing slash, absolute).
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filesUnder, filesUnderSync } from "../../build/shared/files-under.mjs";

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "files-under-"));
  await mkdir(join(dir, "a", "b"), { recursive: true });
  await mkdir(join(dir, "empty"));
  for (const file of ["top.ts", "a/one.ts", "a/b/two.css", "a/b/three.ts"]) await writeFile(join(dir, file), "");
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("filesUnder", () => {
  it("lists the files at every depth, relative to the folder, leaving folders out", async () => {
    expect((await filesUnder(dir)).sort()).toEqual(["a/b/three.ts", "a/b/two.css", "a/one.ts", "top.ts"]);
    expect(filesUnderSync(dir).sort()).toEqual(["a/b/three.ts", "a/b/two.css", "a/one.ts", "top.ts"]);
  });

  it("names them the same way whatever way the folder is given", async () => {
    const fromHere = relative(process.cwd(), join(dir, "a"));
    for (const given of [join(dir, "a"), `${join(dir, "a")}/`, fromHere, `./${fromHere}`, `${fromHere}/`]) {
      expect((await filesUnder(given)).sort(), given).toEqual(["b/three.ts", "b/two.css", "one.ts"]);
    }
  });

  it("keeps only the names asked for, and fails for a folder that is not there", async () => {
    expect(filesUnderSync(dir, (name) => name.endsWith(".ts")).sort()).toEqual(["a/b/three.ts", "a/one.ts", "top.ts"]);
    await expect(filesUnder(join(dir, "missing"))).rejects.toThrow(/ENOENT/);
  });
});
