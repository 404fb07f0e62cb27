// The build cache plugin's mirror (plugins/build-cache/mirror-tree.js): the target ends with exactly
// the source's files as hard links, and only what differs is touched.
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { mirrorTree } from "../../plugins/build-cache/mirror-tree.js";

let from: string;
let to: string;
const put = async (file: string, text: string) => {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
};
beforeEach(async () => {
  const dir = await mkdtemp(join(tmpdir(), "mirror-tree-"));
  from = join(dir, "from");
  to = join(dir, "to");
});
afterEach(() => rm(dirname(from), { recursive: true, force: true }));

it("links every file into an empty target, then touches only what changed", async () => {
  await put(join(from, "a.html"), "a");
  await put(join(from, "deep/b.html"), "b");
  await put(join(from, "gone/c.html"), "c");
  expect(await mirrorTree(from, to)).toBe(3);
  expect((await stat(join(to, "deep/b.html"))).ino).toBe((await stat(join(from, "deep/b.html"))).ino);

  await rm(join(from, "gone"), { recursive: true });
  await rm(join(from, "a.html"));
  await put(join(from, "a.html"), "a, rebuilt"); // replaced whole, as the build writes
  await put(join(from, "deep/b.html.copy"), "b");
  expect(await mirrorTree(from, to)).toBe(3); // a.html, the new file, and the gone folder
  expect(await readFile(join(to, "a.html"), "utf8")).toBe("a, rebuilt");
  expect(await stat(join(to, "gone")).catch(() => null)).toBeNull();
  expect(await mirrorTree(from, to)).toBe(0);
});

it("keeps a target file with the same bytes under another inode, and swaps a file for a folder", async () => {
  await put(join(from, "story.json"), "{}");
  await put(join(from, "x"), "a file");
  await mirrorTree(from, to);
  await rm(join(from, "story.json"));
  await put(join(from, "story.json"), "{}"); // written anew with the same bytes, as a fetch does
  await rm(join(from, "x"));
  await put(join(from, "x/inside"), "now a folder");
  expect(await mirrorTree(from, to)).toBe(1);
  expect(await readFile(join(to, "x/inside"), "utf8")).toBe("now a folder");
  expect(await readFile(join(to, "story.json"), "utf8")).toBe("{}");
});
