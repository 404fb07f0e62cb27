// rememberedHashOf (build/shared/build-step-cache.ts) answers hashOf's value from the build cache while the files'
// fingerprints are those it was taken with, so an unchanged set is not read; an edit, or a file changed too recently
// for its fingerprint to be trusted, is read again.
import { mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hashOf, rememberedHashOf } from "../../build/shared/build-step-cache";
import { editInPlaceKeepingDates, inodeOf, stopClockMomentsAfter } from "../helpers/file-fingerprint";

// (tests/unit/restore-env.ts puts BUILD_CACHE_DIR back when the file ends)
let dir = "";
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "remembered-hash-"));
  process.env.BUILD_CACHE_DIR = join(dir, "cache");
});
afterEach(async () => {
  vi.useRealTimers();
  await rm(dir, { recursive: true, force: true });
});

/** Writes the files and dates them a minute back, older than the racy window */
async function writeAged(files: Record<string, string>): Promise<string[]> {
  const old = new Date(Date.now() - 60_000);
  for (const [name, text] of Object.entries(files)) {
    await writeFile(join(dir, name), text);
    await utimes(join(dir, name), old, old);
  }
  return Object.keys(files).map((name) => join(dir, name));
}

describe("rememberedHashOf", () => {
  it("is hashOf's value, and while the files' fingerprints stand it does not read them again", async () => {
    const files = await writeAged({ "a.ts": "export const a = 1;", "b.ts": "export const b = 2;" });
    const first = await rememberedHashOf("code-hash", ["options"], files);
    expect(first).toBe(await hashOf(["options"], files));
    const [entry] = (await readdir(join(dir, "cache", "code-hash"))).filter((name) => !name.endsWith(".sha256"));
    const written = await inodeOf(join(dir, "cache", "code-hash", entry!));
    // judged unchanged without a read: the remembered value comes back, and is not hashed and stored again
    expect(await rememberedHashOf("code-hash", ["options"], files)).toBe(first);
    expect(await inodeOf(join(dir, "cache", "code-hash", entry!))).toBe(written);
  });

  it("hashes afresh a file edited in place to as many bytes with its dates put back: its change time moved", async () => {
    const files = await writeAged({ "a.ts": "export const a = 1;", "b.ts": "export const b = 2;" });
    const first = await rememberedHashOf("code-hash", ["options"], files);
    await editInPlaceKeepingDates(files[0]!, "export const a = 3;");
    const edited = await rememberedHashOf("code-hash", ["options"], files);
    expect(edited).not.toBe(first);
    expect(edited).toBe(await hashOf(["options"], files));
  });

  it("hashes afresh once a file's size or date moved, and for other parts", async () => {
    const files = await writeAged({ "a.ts": "export const a = 1;", "b.ts": "export const b = 2;" });
    const first = await rememberedHashOf("code-hash", ["options"], files);
    expect(await rememberedHashOf("code-hash", ["other options"], files)).toBe(await hashOf(["other options"], files));
    await writeAged({ "b.ts": "export const b = 22;" });
    const edited = await rememberedHashOf("code-hash", ["options"], files);
    expect(edited).not.toBe(first);
    expect(edited).toBe(await hashOf(["options"], files));
  });

  it("reads a file changed moments ago every time, however it looks", async () => {
    const files = await writeAged({ "a.ts": "export const a = 1;" });
    await writeFile(files[0]!, "export const a = 4;"); // dated now: within the racy window
    await stopClockMomentsAfter(files);
    const racy = await rememberedHashOf("code-hash", [], files);
    await editInPlaceKeepingDates(files[0]!, "export const a = 5;");
    expect(await rememberedHashOf("code-hash", [], files)).not.toBe(racy);
    expect(await rememberedHashOf("code-hash", [], files)).toBe(await hashOf([], files));
  });

  it("counts a missing file as one, and finds it once it is there", async () => {
    const [a] = await writeAged({ "a.ts": "export const a = 1;" });
    const files = [a!, join(dir, "gone.ts")];
    const without = await rememberedHashOf("code-hash", [], files);
    expect(without).toBe(await hashOf([], files));
    await writeAged({ "gone.ts": "export {};" });
    expect(await rememberedHashOf("code-hash", [], files)).not.toBe(without);
  });
});

describe("rememberedHashOf's entries", () => {
  it("keeps the most recent few of a kind, as a code hash gains one at every edit", async () => {
    const files = await writeAged({ "a.ts": "export const a = 1;" });
    for (let i = 0; i < 12; i++) await rememberedHashOf("code-hash", [`options ${i}`], files);
    const entries = (await readdir(join(dir, "cache", "code-hash"))).filter((name) => !name.endsWith(".sha256"));
    expect(entries).toHaveLength(8);
    expect(await rememberedHashOf("code-hash", ["options 11"], files)).toBe(await hashOf(["options 11"], files));
  });
});
