// The build's node flags: every package.json script that runs build/run.mjs starts node with the same ones, node
// accepts them, and the bench starts its builds as npm run build does. They bound the memory V8 lets the heap take:
// the young generation at 16 MB a semi-space (V8 sizes it by the machine's memory: 64 MB here). With it, a 10,439-route
// rebuild's peak went from 406-439 MB to 310-314, in the same time. (The old generation's growth is held for a large
// site at run time, build/shared/heap-growth.ts: as a flag it cost every build node's code cache.)
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { scriptNodeFlags } from "../../build/bench/bench-build";

const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
const runScripts = Object.entries(scripts).filter(([, command]) => command.includes("build/run.mjs"));
const FLAGS = ["--max-semi-space-size=16"];

describe("the build's node flags", () => {
  it("are the same in every script that runs build/run.mjs", () => {
    expect(runScripts.map(([name]) => name)).toEqual(expect.arrayContaining(["build", "start", "dev", "preview", "build:netlify"]));
    for (const [name] of runScripts) expect(scriptNodeFlags(name), name).toEqual(FLAGS);
  });

  it("are accepted by the project's node (a later V8 that dropped one would stop every build)", () => {
    const run = spawnSync(process.execPath, [...FLAGS, "-e", "0"], { encoding: "utf8" });
    expect([run.status, run.stderr]).toEqual([0, ""]);
  });

  it("are what the bench starts a build with", () => {
    expect(scriptNodeFlags("build")).toEqual(scripts.build!.split(" ").slice(1, -2));
  });

  it("are refused for a script that does not run build/run.mjs", () => {
    expect(() => scriptNodeFlags("lint")).toThrow(/does not run build\/run\.mjs/);
  });
});
