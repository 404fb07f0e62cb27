// The fast build (bundled CLI, production React, cached CSS, assets built
// beside loading) must write exactly what the plain build writes: the CLI run
// straight from TypeScript with React's development build and no caches.
// Every file of the embedded site is compared byte for byte; nothing differs,
// also when the pages are rendered and written by several threads (--threads).
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";

const exec = promisify(execFile);

function environment(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, CONTEXT: "", ...overrides };
  if (!("NODE_ENV" in overrides)) delete env.NODE_ENV; // each build then picks its own, as from a shell
  return env;
}

async function fingerprint(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    files.set(
      relative(dir, file),
      createHash("sha256")
        .update(await readFile(file))
        .digest("hex"),
    );
  }
  return files;
}

let reference: Map<string, string>;
let fast: Map<string, string>;
let threaded: Map<string, string>;

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), "reference-build-"));
  await exec(process.execPath, ["--import", "tsx", "build/cli/build.ts", "--out", join(dir, "reference")], {
    env: environment({ NODE_ENV: "development", BUILD_CACHE_DIR: join(dir, "reference-cache") }),
  });
  const fastRun = (out: string, ...args: string[]) =>
    exec(process.execPath, ["build/run.mjs", "build/cli/build.ts", "--out", join(dir, out), ...args], {
      env: environment({ BUILD_CACHE_DIR: join(dir, "fast-cache") }),
    });
  await fastRun("fast"); // fills the caches
  await fastRun("fast"); // builds from them
  await fastRun("fast"); // over the files of the first one's output (kept as fast.previous)
  await fastRun("threaded", "--threads", "3");
  [reference, fast, threaded] = await Promise.all([fingerprint(join(dir, "reference")), fingerprint(join(dir, "fast")), fingerprint(join(dir, "threaded"))]);
}, 240_000);

describe("the fast build against a reference build of the same content", () => {
  it("writes the same set of files", () => {
    expect([...fast.keys()].sort()).toEqual([...reference.keys()].sort());
    expect(fast.size).toBeGreaterThan(200);
  });

  it("writes every file byte for byte the same", () => {
    const differing = [...reference].filter(([path, hash]) => fast.get(path) !== hash).map(([path]) => path);
    expect(differing).toEqual([]);
  });

  it("writes the same files, byte for byte, when three threads render the pages", () => {
    expect([...threaded.keys()].sort()).toEqual([...reference.keys()].sort());
    const differing = [...reference].filter(([path, hash]) => threaded.get(path) !== hash).map(([path]) => path);
    expect(differing).toEqual([]);
  });
});
