// Every command a developer runs answers --help with its usage and exit code 0,
// before doing any work. (npm run fetch's --help belongs to the fetch CLI's own tests.)
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = (script: string, args: string[]) =>
  promisify(execFile)("node_modules/.bin/tsx", [script, ...args], { env: { ...process.env, CONTEXT: "" } }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => e,
  );

describe("--help", () => {
  it.each([
    ["build", "build/cli/build.ts", [], /Usage: npm run build -- \[options\][\s\S]*--content DIR[\s\S]*--blobs-dir DIR/],
    ["start", "build/cli/build.ts", ["--serve"], /Usage: npm run build -- \[options\]/],
    ["dev", "build/cli/dev.ts", [], /rebuilds in place on every change[\s\S]*Usage: npm run dev -- \[options\]/],
    ["content:check", "build/cli/content-check.ts", [], /Usage: npm run content:check -- \[options\][\s\S]*--strict/],
    ["enquiries", "build/cli/enquiries.ts", [], /npm run enquiries -- list[\s\S]*--all-unsent[\s\S]*NETLIFY_AUTH_TOKEN/],
    ["bench", "build/bench/bench.ts", [], /Usage: npm run bench[\s\S]*BENCH_RUNS/],
    ["preview", "build/cli/preview-server.ts", [], /Usage: npm run preview[\s\S]*fake Storyblok CDN/],
  ])("npm run %s -- --help prints its usage and exits 0", async (_name, script, args, usage) => {
    const result = await run(script, [...args, "--help"]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(usage);
    expect(result.stdout).not.toMatch(/Building|Wrote|Store:/);
  });
});
