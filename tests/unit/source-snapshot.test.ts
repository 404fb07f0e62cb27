// The sources stated once for a build (build/shared/source-snapshot.mjs): build/run.mjs keys its bundle by the
// snapshot and hands it to the build, whose stamps and fingerprints of the same files come from it, as they were
// when the bundle was keyed, rather than from the disk again.
import { appendFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { handedSourceSnapshot, handSourceSnapshot, snapshotFilesUnder, sourceStats, takeSourceSnapshot } from "../../build/shared/source-snapshot.mjs";
import { sourceStamp } from "../../build/shared/source-stamp.mjs";

let root = "";
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "source-snapshot-"));
  for (const [path, text] of Object.entries({
    "package-lock.json": "{}",
    "tsconfig.json": "{}",
    "build/run.mjs": "",
    "build/shared/errors.ts": "export {};",
    "src/content/site.ts": "export {};",
    "src/styles/site.css": "body{}",
    "content-cache/space.json": "{}",
  })) {
    await mkdir(join(root, path, ".."), { recursive: true });
    await writeFile(join(root, path), text);
  }
});
afterEach(async () => {
  handSourceSnapshot(undefined);
  await rm(root, { recursive: true, force: true });
});

const stampOf = (snapshot?: ReturnType<typeof takeSourceSnapshot>) => sourceStamp(root, ["build", "src"], ["package-lock.json"], /\.(m?[jt]s|css)$/, snapshot);

describe("the source snapshot", () => {
  it("lists every file under build/ and src/, the lock file and tsconfig.json, and stamps them as the disk does", () => {
    const snapshot = takeSourceSnapshot(root);
    expect(snapshot.paths).toEqual(["build/run.mjs", "build/shared/errors.ts", "package-lock.json", "src/content/site.ts", "src/styles/site.css", "tsconfig.json"]);
    expect(stampOf(snapshot)).toBe(stampOf());
    expect(sourceStamp(root, ["src/content"], [], /\.ts$/, snapshot)).toBe(sourceStamp(root, ["src/content"], [], /\.ts$/));
    expect(snapshotFilesUnder(snapshot, "src", (name) => name.endsWith(".css"))).toEqual(["src/styles/site.css"]);
  });

  it("answers as the sources were when it was taken: an edit or a new file after it is not seen", async () => {
    const snapshot = takeSourceSnapshot(root);
    const before = stampOf(snapshot);
    await appendFile(join(root, "src/content/site.ts"), "// edited");
    await writeFile(join(root, "src/content/new.ts"), "export {};");
    expect(stampOf(snapshot)).toBe(before);
    expect(stampOf()).not.toBe(before);
    expect(sourceStats(snapshot, root, "src/content/site.ts")).toEqual({ stats: snapshot.stats.get("src/content/site.ts"), at: snapshot.takenAt });
    expect(snapshotFilesUnder(snapshot, "src/content", () => true)).toEqual(["src/content/site.ts"]);
  });

  it("leaves what it does not cover to the disk", async () => {
    const snapshot = takeSourceSnapshot(root);
    expect(snapshotFilesUnder(snapshot, "content-cache", () => true)).toBeNull();
    const { stats, at } = sourceStats(snapshot, root, "content-cache/space.json");
    expect(stats?.size).toBe(2);
    expect(at).toBeGreaterThanOrEqual(snapshot.takenAt);
    expect(sourceStats(snapshot, root, "content-cache/missing.json").stats).toBeNull();
  });

  it("is handed to the build of the same project only, whose stamps then come from it", async () => {
    expect(handedSourceSnapshot(root)).toBeUndefined();
    const snapshot = takeSourceSnapshot(root);
    handSourceSnapshot(snapshot);
    expect(handedSourceSnapshot(root)).toBe(snapshot);
    expect(handedSourceSnapshot(join(root, "other"))).toBeUndefined();
    const keyed = stampOf(snapshot);
    await appendFile(join(root, "build/shared/errors.ts"), "// edited");
    expect(sourceStamp(root, ["build", "src"], ["package-lock.json"], /\.(m?[jt]s|css)$/)).toBe(keyed);
    handSourceSnapshot(undefined);
    expect(sourceStamp(root, ["build", "src"], ["package-lock.json"], /\.(m?[jt]s|css)$/)).not.toBe(keyed);
  });
});
