// Every command a developer runs answers --help with its usage and exit code 0,
// before doing any work. (npm run fetch's --help belongs to the fetch CLI's own tests.)
import { describe, expect, it } from "vitest";
import { runNpmScript } from "../helpers/npm-script";

describe("--help", () => {
  it.each([
    ["build", /Usage: npm run build -- \[options\][\s\S]*--content DIR[\s\S]*--blobs-dir DIR/],
    ["start", /Usage: npm run build -- \[options\]/],
    ["dev", /rebuilds in place on every change[\s\S]*Usage: npm run dev -- \[options\]/],
    ["content:check", /Usage: npm run content:check -- \[options\][\s\S]*--strict/],
    ["doctor", /Usage: npm run doctor -- \[options\][\s\S]*--env FILE/],
    ["enquiries", /npm run enquiries -- list[\s\S]*--all-unsent[\s\S]*NETLIFY_AUTH_TOKEN/],
    ["bench", /Usage: npm run bench[\s\S]*BENCH_RUNS/],
    ["preview", /Usage: npm run preview[\s\S]*fake Storyblok CDN/],
    ["storyblok", /Usage: npm run storyblok -- <command> \[options\][\s\S]*STORYBLOK_MANAGEMENT_TOKEN/],
    ["screenshots", /Usage: npm run screenshots -- \[options\] \[path…\][\s\S]*--dir DIR/],
  ])("npm run %s -- --help prints its usage and exits 0", async (name, usage) => {
    const result = await runNpmScript(name, ["--help"], { ...process.env, CONTEXT: "" });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(usage);
    expect(result.stdout).not.toMatch(/Building|Wrote|Store:/);
  });
});
