// The icons a build names are kept in its cache (build/pipeline/render/icon-memo.ts), so a warm
// build renders them without loading lucide: what the memo holds is what lucide renders, and a
// name the memo knows is answered from it.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { withIconMemo } from "../../build/pipeline/render/icon-memo";
import { hashOf, storeCachedText } from "../../build/shared/build-step-cache";
import { iconBody } from "../../src/components/named-icon";

let cache = "";
let before: string | undefined;
beforeEach(async () => {
  cache = await mkdtemp(join(tmpdir(), "icon-memo-"));
  before = process.env.BUILD_CACHE_DIR;
  process.env.BUILD_CACHE_DIR = cache;
});
afterEach(async () => {
  if (before === undefined) delete process.env.BUILD_CACHE_DIR;
  else process.env.BUILD_CACHE_DIR = before;
  await rm(cache, { recursive: true, force: true });
});

const stored = async () => {
  const [file] = (await readdir(join(cache, "icons"))).filter((f) => f.endsWith(".json"));
  return JSON.parse(await readFile(join(cache, "icons", file!), "utf8")) as [string, string | null][];
};

describe("icon memo", () => {
  it("keeps each icon a render named, as lucide rendered it, and the names lucide lacks as null", async () => {
    const body = await withIconMemo(async () => [iconBody("Clapperboard"), iconBody("no-such-icon-here")]);
    expect(body[0]).toMatch(/^<path /);
    expect(body[1]).toBeNull();
    expect(await stored()).toEqual(
      expect.arrayContaining([
        ["clapperboard", body[0]],
        ["no-such-icon-here", null],
      ]),
    );
  });

  it("answers a name from the memo a previous build left, without asking lucide", async () => {
    // a name lucide does not have, with a body only the memo can give
    await withIconMemo(async () => iconBody("film"));
    const known = [...(await stored()), ["memo-only-icon", '<circle r="1"></circle>'] as [string, string]];
    await storeCachedText("icons", `${await hashOf(["icons"], ["package-lock.json"])}.json`, JSON.stringify(known));
    expect(await withIconMemo(async () => iconBody("memo-only-icon"))).toBe('<circle r="1"></circle>');
  });
});
