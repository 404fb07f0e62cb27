/** Shared set-up for the fetch tests: temp folders, folder snapshots and run options aimed at the fake. */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { DEFAULT_TUNING } from "../../build/fetch/fetch-options";
import type { Progress } from "../../build/fetch/progress";
import type { FetchRun } from "../../build/fetch/run-fetch";
import type { FakeStoryblok } from "../fakes/storyblok-api";

export const SMALL_CACHE = path.resolve(import.meta.dirname, "../fixtures/cache-small");
export const EMBEDDED_CACHE = path.resolve(import.meta.dirname, "../../content-cache");

export async function makeTempDir(): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), "fetch-test-"));
}

/** A cache like the one a previous fetch left: the small fixture in a new temp folder, optionally without its assets. */
export async function oldCache(withAssets = true): Promise<string> {
  const outDir = path.join(await makeTempDir(), "content-cache");
  await fs.cp(SMALL_CACHE, outDir, { recursive: true });
  if (!withAssets) await fs.rm(path.join(outDir, "assets"), { recursive: true });
  return outDir;
}

/** Every file under `dir` by relative path, with its bytes. */
export async function snapshot(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, full).split(path.sep).join("/"), await fs.readFile(full));
  }
  return files;
}

export interface RecordingProgress extends Progress {
  lines: string[];
}

export function recordingProgress(): RecordingProgress {
  const lines: string[] = [];
  return { lines, line: (text) => lines.push(text) };
}

/** Options for fetchContent against the fake, with quick retries and a short time limit. */
export function runOptions(fake: Pick<FakeStoryblok, "token" | "apiBase" | "assetBase">, outDir: string, overrides: Partial<FetchRun> = {}): FetchRun {
  return {
    ...DEFAULT_TUNING,
    token: fake.token,
    region: "eu",
    version: "published",
    endpoint: fake.apiBase,
    assetBase: fake.assetBase,
    outDir,
    strict: false,
    refreshAssets: false,
    timeoutSeconds: 2,
    retries: 2,
    retryBaseMs: 1,
    progress: recordingProgress(),
    ...overrides,
  };
}
