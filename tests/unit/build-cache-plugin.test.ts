// The build cache plugin (plugins/build-cache) with Netlify's real utils.cache (@netlify/cache-utils,
// what @netlify/build hands a plugin) over a project folder made here: what a build saves comes
// back before the next one, fetched assets fill only what the repository's content lacks, and
// build caches saved with other packages are dropped while the fetched content stays; a cache
// that cannot be placed over this commit's files is discarded and the build goes on cold.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { bindOpts } from "@netlify/cache-utils";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type NetlifyCache, restoreBuildCache, saveBuildCache } from "../../plugins/build-cache/build-cache.js";

let root: string;
let cache: NetlifyCache;

async function put(path: string, text: string) {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), text);
}
const read = (path: string) => readFile(join(root, path), "utf8").catch(() => null);

/** What a fresh clone of the repository holds: the lock file and the committed content. */
async function freshClone() {
  for (const dir of [".cache", "dist", "content-cache"]) await rm(join(root, dir), { recursive: true, force: true });
  await put("package-lock.json", '{"lockfileVersion": 3}');
  await put("content-cache/assets/f/1/a.jpg", "committed a");
}

beforeEach(async () => {
  const dir = await mkdtemp(join(tmpdir(), "build-cache-plugin-"));
  root = join(dir, "repo");
  const utils = bindOpts({ cacheDir: join(dir, "netlify-cache"), cwd: root });
  cache = { restore: (path, options) => utils.restore(path, options ?? {}), save: (path, options) => utils.save(path, options ?? {}), remove: (paths) => utils.remove(paths, {}) };
  await mkdir(root);
  await freshClone();
});
afterEach(async () => {
  await rm(dirname(root), { recursive: true, force: true });
});

describe("the build cache plugin", () => {
  it("restores nothing before the first build, and says the build starts cold", async () => {
    expect(await restoreBuildCache(cache, root, { output: "dist", fetching: true })).toEqual([expect.stringMatching(/^Build cache: nothing saved yet/)]);
    expect(await read("content-cache/assets/f/1/a.jpg")).toBe("committed a");
  });

  it("brings back the build caches and the last output in a fresh clone", async () => {
    await put(".cache/incremental/site.json", "manifest");
    await put("dist/index.html", "<h1>last output</h1>");
    await saveBuildCache(cache, root, { output: "dist", fetched: false });
    await freshClone();
    expect(await restoreBuildCache(cache, root, { output: "dist", fetching: false })).toEqual([
      expect.stringMatching(/^Build cache restored: \.cache\/, dist\/ \(the last output\), one entry/),
    ]);
    expect(await read(".cache/incremental/site.json")).toBe("manifest");
    expect(await read("dist/index.html")).toBe("<h1>last output</h1>");
  });

  it("keeps the entry after restoring it, so a build that fails and saves nothing leaves it for the next", async () => {
    await put("dist/index.html", "<h1>last good output</h1>");
    await saveBuildCache(cache, root, { output: "dist", fetched: false });
    await freshClone();
    await restoreBuildCache(cache, root, { output: "dist", fetching: false });
    // the failed build replaces a page (whole, as the build writes) and stops: onSuccess never saves
    await rm(join(root, "dist/index.html"));
    await put("dist/index.html", "<h1>half-built</h1>");
    await freshClone();
    await restoreBuildCache(cache, root, { output: "dist", fetching: false });
    expect(await read("dist/index.html")).toBe("<h1>last good output</h1>");
  });

  const keyDamages: Record<string, [(key: string) => string, RegExp]> = {
    "cut short": [(key) => key.slice(0, 10), /^Build cache: the restored cache's key is damaged \(its bytes do not match the digest written with it\)/],
    garbage: [() => "\u0000garbage{", /^Build cache: the restored cache's key is damaged \(its bytes do not match the digest written with it\)/],
    emptied: [() => "", /^Build cache: the restored cache's key is damaged \(its bytes do not match the digest written with it\)/],
  };
  for (const [name, [damage, message]] of Object.entries(keyDamages)) {
    it(`drops build caches restored with a key ${name}, and the build goes on`, async () => {
      await put(".cache/social-cards/card.jpg", "a card");
      await saveBuildCache(cache, root, { output: "dist", fetched: false });
      await freshClone();
      await restoreBuildCache(cache, root, { output: "dist", fetching: false });
      // written through the link the restore made, so the saved entry's key is damaged too
      await put(".cache/build-cache-key.json", damage((await read(".cache/build-cache-key.json"))!));
      await freshClone();
      const log = await restoreBuildCache(cache, root, { output: "dist", fetching: false });
      expect(log[0]).toMatch(message);
      expect(log[0]).toMatch(/so its build caches and incremental manifest are dropped and this build starts cold$/);
      expect(await read(".cache/social-cards/card.jpg")).toBeNull();
    });
  }

  it("drops build caches restored with another build's key and its digest (other dependencies)", async () => {
    await put("package-lock.json", '{"lockfileVersion": 3, "packages": {"node_modules/sharp": {}}}');
    await saveBuildCache(cache, root, { output: "dist", fetched: false });
    const othersKey = [(await read(".cache/build-cache-key.json"))!, (await read(".cache/build-cache-key.json.sha256"))!];
    await freshClone();
    await put(".cache/social-cards/card.jpg", "a card");
    await saveBuildCache(cache, root, { output: "dist", fetched: false });
    await restoreBuildCache(cache, root, { output: "dist", fetching: false });
    await put(".cache/build-cache-key.json", othersKey[0]!);
    await put(".cache/build-cache-key.json.sha256", othersKey[1]!);
    await freshClone();
    const log = await restoreBuildCache(cache, root, { output: "dist", fetching: false });
    expect(log[0]).toMatch(/^Build cache: it was saved with other dependencies, so its build caches and incremental manifest are dropped/);
    expect(await read(".cache/social-cards/card.jpg")).toBeNull();
  });

  it("links in the fetched assets the repository lacks, never over one it has", async () => {
    // the last build fetched a newer space: a changed a.jpg under the same path (never, in Storyblok) and a new b.jpg
    await put("content-cache/assets/f/1/a.jpg", "fetched a");
    await put("content-cache/assets/f/1/b.jpg", "fetched b");
    await saveBuildCache(cache, root, { output: "dist", fetched: true });
    await freshClone();
    const log = await restoreBuildCache(cache, root, { output: "dist", fetching: true });
    expect(log.at(-1)).toMatch(/1 fetched assets the repository lacks linked into content-cache\/assets\//);
    expect(await read("content-cache/assets/f/1/a.jpg")).toBe("committed a");
    expect(await read("content-cache/assets/f/1/b.jpg")).toBe("fetched b");
  });

  it("leaves the repository's content alone in a build that does not fetch", async () => {
    await put("content-cache/assets/f/1/b.jpg", "fetched b");
    await saveBuildCache(cache, root, { output: "dist", fetched: true });
    await freshClone();
    await restoreBuildCache(cache, root, { output: "dist", fetching: false });
    expect(await read("content-cache/assets/f/1/b.jpg")).toBeNull();
  });

  it("drops build caches saved with other dependencies, keeping the fetched content", async () => {
    await put(".cache/social-cards/card.jpg", "drawn by the old sharp");
    await put("content-cache/assets/f/1/b.jpg", "fetched b");
    await saveBuildCache(cache, root, { output: "dist", fetched: true });
    await freshClone();
    await put("package-lock.json", '{"lockfileVersion": 3, "packages": {"node_modules/sharp": {}}}');
    const log = await restoreBuildCache(cache, root, { output: "dist", fetching: true });
    expect(log[0]).toMatch(/^Build cache: it was saved with other dependencies, so its build caches and incremental manifest are dropped/);
    expect(await read(".cache/social-cards/card.jpg")).toBeNull();
    expect(await read("content-cache/assets/f/1/b.jpg")).toBe("fetched b");
  });

  // a file in this commit where the saved cache has a folder: right where an asset goes (EEXIST), higher up (ENOTDIR), the publish folder itself
  const unplaceable: Record<string, [string, string]> = {
    "an asset's folder": ["content-cache/assets/f/2", "content-cache/assets/f/2"],
    "a folder above an asset's": ["content-cache/assets/g", "content-cache/assets/g"],
    "the publish folder": ["dist", "dist"],
  };
  for (const [name, [file, named]] of Object.entries(unplaceable)) {
    it(`discards a cache it cannot place when ${name} is a file in the repository, and the build goes on cold`, async () => {
      await put(".cache/incremental/site.json", "manifest");
      await put("dist/index.html", "<h1>last output</h1>");
      for (const asset of ["a/0/first.jpg", "f/2/c.jpg", "g/1/d.jpg", "z/9/last.jpg"]) await put(`content-cache/assets/${asset}`, `fetched ${asset}`);
      await saveBuildCache(cache, root, { output: "dist", fetched: true });
      await freshClone();
      await put(file, "committed file");
      const log = await restoreBuildCache(cache, root, { output: "dist", fetching: true });
      expect(log).toEqual([`Build cache: ${named} is a file in this commit where the saved cache has a folder, so the cache is discarded and this build starts cold`]);
      // nothing of the cache is left: no build caches, no output, no fetched asset linked in; the commit's files as they were
      expect(await readdir(root).then((names) => names.sort())).toEqual(["content-cache", ...(file === "dist" ? ["dist"] : []), "package-lock.json"]);
      expect(await readdir(join(root, "content-cache/assets"), { recursive: true }).then((paths) => paths.sort())).toEqual(
        ["f", "f/1", "f/1/a.jpg", ...(file === "dist" ? [] : [file.slice("content-cache/assets/".length)])].sort(),
      );
      expect(await read(file)).toBe("committed file");
      // and it does not come back: the next build has nothing to restore
      await freshClone();
      expect(await restoreBuildCache(cache, root, { output: "dist", fetching: true })).toEqual([expect.stringMatching(/^Build cache: nothing saved yet/)]);
    });
  }
});
