// A build cache entry is read back only when it matches the digest written with it (build/shared/cache-digest.mjs).
// A large one (the story memo, the incremental manifest) is hashed once: then a note of its and its digest's
// fingerprints stands for the check while both keep them, and any other fingerprint has it hashed again.
import { mkdtemp, readdir, rm, stat, truncate, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHECKED_SUFFIX, NOTED_FROM, readVerified, writeWithDigest } from "../../build/shared/cache-digest.mjs";
import { editInPlaceKeepingDates, inodeOf, stopClockMomentsAfter } from "../helpers/file-fingerprint";

let dir = "";
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "cache-digest-"));
});
afterEach(async () => {
  vi.useRealTimers();
  await rm(dir, { recursive: true, force: true });
});

/** An entry and its digest, dated a minute back (older than the racy window) */
async function entry(name: string, size: number): Promise<string> {
  const file = join(dir, name);
  await writeWithDigest(file, Buffer.alloc(size, "a"));
  const old = new Date(Date.now() - 60_000);
  for (const f of [file, `${file}.sha256`]) await utimes(f, old, old);
  return file;
}

/** Same size, same dates, same inode: only the change time moves */
const overwriteKeepingDates = async (file: string) => editInPlaceKeepingDates(file, Buffer.alloc((await stat(file)).size, "b"));

const damaged = { damaged: "its bytes do not match the digest written with it" };

describe("readVerified", () => {
  it("checks a large entry once, then takes it by the fingerprints noted beside it", async () => {
    const file = await entry("memo", NOTED_FROM);
    expect(await readVerified(file)).toHaveProperty("contents");
    expect(await readdir(dir)).toContain(`memo${CHECKED_SUFFIX}`);
    const noted = await inodeOf(`${file}${CHECKED_SUFFIX}`);
    // judged by its fingerprints alone, as git judges a file: the note stands for the check (which writes it anew)
    expect(await readVerified(file)).toHaveProperty("contents");
    expect(await inodeOf(`${file}${CHECKED_SUFFIX}`)).toBe(noted);
  });

  it("hashes a large entry again once its fingerprint or its digest's moved", async () => {
    const file = await entry("memo", NOTED_FROM);
    expect(await readVerified(file)).toHaveProperty("contents");
    await truncate(file, NOTED_FROM - 1);
    expect(await readVerified(file)).toEqual(damaged);

    // as many bytes written over it and its dates put back: its change time moved all the same
    const edited = await entry("manifest", NOTED_FROM);
    expect(await readVerified(edited)).toHaveProperty("contents");
    await overwriteKeepingDates(edited);
    expect(await readVerified(edited)).toEqual(damaged);

    const other = await entry("story-memo", NOTED_FROM);
    expect(await readVerified(other)).toHaveProperty("contents");
    const noted = await inodeOf(`${other}${CHECKED_SUFFIX}`);
    await utimes(`${other}.sha256`, new Date(), new Date(Date.now() - 30_000)); // the digest's own fingerprint moved
    expect(await readVerified(other)).toHaveProperty("contents");
    expect(await inodeOf(`${other}${CHECKED_SUFFIX}`)).not.toBe(noted); // hashed again, and noted anew
  });

  it("always hashes a small entry, and a large one changed too recently to be judged by its fingerprint", async () => {
    const small = await entry("css", NOTED_FROM - 1);
    expect(await readVerified(small)).toHaveProperty("contents");
    expect(await readdir(dir)).not.toContain(`css${CHECKED_SUFFIX}`);
    await overwriteKeepingDates(small);
    expect(await readVerified(small)).toEqual(damaged);

    const fresh = join(dir, "fresh");
    await writeWithDigest(fresh, Buffer.alloc(NOTED_FROM, "a"));
    await stopClockMomentsAfter([fresh, `${fresh}.sha256`]);
    expect(await readVerified(fresh)).toHaveProperty("contents");
    expect(await readdir(dir)).not.toContain(`fresh${CHECKED_SUFFIX}`);
  });

  it("finds an entry whose digest went, whatever its note says", async () => {
    const file = await entry("memo", NOTED_FROM);
    expect(await readVerified(file)).toHaveProperty("contents");
    await rm(`${file}.sha256`);
    expect(await readVerified(file)).toEqual({ damaged: "no digest was written with it" });
  });
});
