// A production rebuild that changed nothing (build:netlify over the output and caches Netlify
// restores) renders no page, so it loads none of the renderer: React, react-dom/server and the
// components (issue 40); and its stories all come from the memo, so it loads none of the
// schemas that validate them (build/pipeline/load/model-story.ts, a chunk of its own), nor the
// built-in modules only other work needs. Observed
// from outside, as the CLI runs: a module hook records every specifier the build process resolves.
import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";

const exec = promisify(execFile);

let dir: string;
let content: string;

/** One incremental build of `content` into the same folder: what it printed, and what it loaded. */
const modeller = (loaded: string[]) => loaded.some((specifier) => /\bmodel-story-\w+\.mjs$/.test(specifier));

async function rebuild(): Promise<{ stdout: string; loaded: string[] }> {
  const record = join(dir, "loaded.json");
  const { stdout } = await exec(
    process.execPath,
    ["--import", "./tests/helpers/record-packages.mjs", "build/run.mjs", "build/cli/build.ts", "--content", content, "--out", join(dir, "out"), "--incremental"],
    { env: { ...process.env, CONTEXT: "", NODE_ENV: "production", BUILD_CACHE_DIR: join(dir, "cache"), RECORD_PACKAGES_FILE: record } },
  );
  return { stdout, loaded: JSON.parse(await readFile(record, "utf8")) as string[] };
}

describe("loading the renderer only when a page is to be rendered", () => {
  let first: Awaited<ReturnType<typeof rebuild>>;
  let unchanged: Awaited<ReturnType<typeof rebuild>>;
  let changed: Awaited<ReturnType<typeof rebuild>>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "lazy-renderer-"));
    content = join(dir, "content");
    await cp("content-cache", content, { recursive: true, filter: (src) => !src.includes("/assets/") });
    first = await rebuild();
    unchanged = await rebuild();
    const story = join(content, "stories", "404.json");
    const notFound = JSON.parse(await readFile(story, "utf8"));
    notFound.story.content.seo = { ...notFound.story.content.seo, title: "Lost? (revised)" };
    await writeFile(story, JSON.stringify(notFound));
    changed = await rebuild();
  }, 120_000);

  it("a first build renders every page with React", () => {
    expect(first.stdout).toMatch(/render +\d+ pages \(full build/);
    expect(first.loaded).toEqual(expect.arrayContaining(["react", "react-dom/server"]));
    expect(modeller(first.loaded)).toBe(true);
  });

  it("a rebuild that changed nothing renders no page and loads neither React nor react-dom/server, nor the schemas", () => {
    expect(unchanged.stdout).toMatch(/render +0 of \d+ pages/);
    expect(unchanged.loaded).not.toContain("react");
    expect(unchanged.loaded).not.toContain("react-dom/server");
    expect(modeller(unchanged.loaded)).toBe(false);
  });

  it("a rebuild that changed nothing loads none of the built-in modules only other work needs", () => {
    // serving (net), weighing pages (zlib), threads that render or write pages (worker_threads), deleting a replaced output (child_process)
    // (taken at their first use with process.getBuiltinModule, which no module hook sees; an import of one is seen)
    for (const unneeded of ["node:net", "node:zlib", "node:worker_threads", "node:child_process"]) expect(unchanged.loaded).not.toContain(unneeded);
    expect(unchanged.loaded).toEqual(expect.arrayContaining(["node:fs", "node:crypto"]));
  });

  it("a rebuild after a story changed loads them for the pages it renders", () => {
    expect(changed.stdout).toMatch(/render +[1-9]\d* of \d+ pages/);
    expect(changed.loaded).toEqual(expect.arrayContaining(["react", "react-dom/server"]));
    expect(modeller(changed.loaded)).toBe(true);
  });
});
