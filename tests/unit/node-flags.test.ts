// The build's node flags: every package.json script that runs build/run.mjs starts node with the same ones (the
// young generation bounded at 16 MB a semi-space: V8 sizes it by the machine's memory, 64 MB here, and a 10,000-route
// rebuild's peak was 410-440 MB with it, 310 MB without), and the bench starts its builds as npm run build does.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { scriptNodeFlags } from "../../build/bench/bench-build";

const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
const runScripts = Object.entries(scripts).filter(([, command]) => command.includes("build/run.mjs"));

describe("the build's node flags", () => {
  it("are the same in every script that runs build/run.mjs, and bound the young generation", () => {
    expect(runScripts.map(([name]) => name)).toEqual(expect.arrayContaining(["build", "start", "dev", "preview", "build:netlify"]));
    for (const [name] of runScripts) expect(scriptNodeFlags(name), name).toEqual(["--max-semi-space-size=16"]);
  });

  it("are what the bench starts a build with", () => {
    expect(scriptNodeFlags("build")).toEqual(scripts.build!.split(" ").slice(1, -2));
  });

  it("are refused for a script that does not run build/run.mjs", () => {
    expect(() => scriptNodeFlags("lint")).toThrow(/does not run build\/run\.mjs/);
  });
});
