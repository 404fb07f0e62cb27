// build/run.mjs's check of its bundle (build/shared/run-bundle-check.mjs): the digest written with the bundle is
// compared with its files until a check passes with every file older than the racy window; from then on the
// fingerprints noted at that check stand for the files, and a file whose fingerprint moved is read again.
import { mkdir, mkdtemp, readdir, rm, truncate, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bundleDamage, writeBundleDigest } from "../../build/shared/run-bundle-check.mjs";
import { editInPlaceKeepingDates, inodeOf, stopClockMomentsAfter } from "../helpers/file-fingerprint";

let dir = "";
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "run-bundle-"));
});
afterEach(async () => {
  vi.useRealTimers();
  await rm(dir, { recursive: true, force: true });
});

const entry = () => join(dir, "build.mjs");
const chunk = () => join(dir, "chunks", "chunk-A.mjs");

async function ageAll(ms = 60_000) {
  const old = new Date(Date.now() - ms);
  for (const path of await readdir(dir, { recursive: true })) await utimes(join(dir, path), old, old);
}

/** A bundle as build/run.mjs makes it, its files dated a minute back, and a compile cache V8 writes into at will */
async function makeBundle() {
  await mkdir(join(dir, "chunks"), { recursive: true });
  await mkdir(join(dir, "compile-cache", "v8"), { recursive: true });
  await writeFile(entry(), 'import "./chunks/chunk-A.mjs";\n');
  await writeFile(chunk(), "export const answer = 42;\n");
  await writeBundleDigest(dir);
  await ageAll();
}

describe("bundleDamage", () => {
  it("finds a bundle whole, and once checked trusts its files by their fingerprints", async () => {
    await makeBundle();
    expect(await bundleDamage(dir, entry())).toBeNull();
    expect(await readdir(dir)).toContain("bundle.checked");
    const noted = await inodeOf(join(dir, "bundle.checked"));
    // trusted by the note, which a check that reads the files writes anew
    expect(await bundleDamage(dir, entry())).toBeNull();
    // the compile cache changes with every run and is not part of the bundle
    const compiled = join(dir, "compile-cache", "v8", "entry");
    await writeFile(compiled, "compiled");
    await utimes(compiled, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    expect(await bundleDamage(dir, entry())).toBeNull();
    expect(await inodeOf(join(dir, "bundle.checked"))).toBe(noted);
  });

  it("reads the files again after one was edited in place to as many bytes with its dates put back", async () => {
    await makeBundle();
    expect(await bundleDamage(dir, entry())).toBeNull();
    await editInPlaceKeepingDates(chunk(), "export const answer = 24;\n");
    expect(await bundleDamage(dir, entry())).toBe("its files do not match the digest written with them");
  });

  it("reads the files again once a fingerprint moved, and finds them cut short", async () => {
    await makeBundle();
    expect(await bundleDamage(dir, entry())).toBeNull();
    await truncate(chunk(), 5);
    await ageAll();
    expect(await bundleDamage(dir, entry())).toBe("its files do not match the digest written with them");
  });

  it("judges a file changed moments ago by its bytes, however its fingerprint looks", async () => {
    await makeBundle();
    expect(await bundleDamage(dir, entry())).toBeNull();
    await editInPlaceKeepingDates(chunk(), "export const answer = 24;\n");
    await ageAll(10); // within the racy window
    await stopClockMomentsAfter([entry(), chunk()]);
    expect(await bundleDamage(dir, entry())).toBe("its files do not match the digest written with them");
  });

  it("checks a bundle whose files are all new every time, noting nothing", async () => {
    await makeBundle();
    await ageAll(0);
    await stopClockMomentsAfter([entry(), chunk()]);
    expect(await bundleDamage(dir, entry())).toBeNull();
    expect(await readdir(dir)).not.toContain("bundle.checked");
    await writeFile(chunk(), "export const answer = 0;\n");
    expect(await bundleDamage(dir, entry())).toBe("its files do not match the digest written with them");
  });

  it("says what is missing: the entry file, or the digest", async () => {
    await makeBundle();
    await rm(join(dir, "bundle.sha256"));
    expect(await bundleDamage(dir, entry())).toBe("no digest was written with it");
    await rm(entry());
    expect(await bundleDamage(dir, entry())).toBe("its entry file is missing");
  });
});
