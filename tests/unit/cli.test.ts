// The build CLI as a developer runs it, over a copy of the embedded content
// cache with one broken field and one unknown block.
import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runNpmScript } from "../helpers/npm-script";

const run = (args: string[]) => runNpmScript("build", args, { ...process.env, CONTEXT: "" });

let content: string;
let out: string;

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), "cli-"));
  content = join(dir, "content");
  out = join(dir, "out");
  await cp("content-cache", content, { recursive: true, filter: (src) => !src.includes("/assets/") });
  const aboutFile = join(content, "stories", "about.json");
  const about = JSON.parse(await readFile(aboutFile, "utf8"));
  about.story.content.body.unshift({ _uid: "broken-1", component: "inner_banner", heading: { not: "a string" } });
  about.story.content.body.push({ _uid: "unknown-1", component: "hologram_block" });
  await writeFile(aboutFile, JSON.stringify(about));
});

describe("build CLI", () => {
  it("builds a cache with a broken field and an unknown block, warning with the story and field path", async () => {
    const result = await run(["--content", content, "--out", out]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/load\s+\d+ stories/);
    expect(result.stdout).toMatch(/render\s+\d+ pages\s+\d+ ms/);
    expect(result.stdout).toMatch(/Wrote \d+ pages in [\d.]+ s/);
    expect(result.stderr).toContain("about\n    content.body[0].heading: Invalid input");
    expect(result.stderr).toMatch(/content\.body\[\d+\]: unknown block "hologram_block" is left out/);
    expect(await readFile(join(out, "about.html"), "utf8")).toContain("<main");
  });

  it("exits non-zero with --strict, printing the warnings and no stack trace", async () => {
    const result = await run(["--content", content, "--out", join(out, "strict"), "--strict"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("--strict is set; nothing was written");
    expect(result.stderr).toContain('unknown block "hologram_block"');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it("fails clearly on a missing content folder and on an unknown flag", async () => {
    const missing = await run(["--content", "/nonexistent", "--out", join(out, "x")]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^error: .*space\.json is missing/m);
    const badFlag = await run(["--colour"]);
    expect(badFlag.code).toBe(1);
    expect(badFlag.stderr).toMatch(/^error: Unknown option '--colour'/m);
  });
});
