// No two modules share a file name anywhere in the code (issue 29): a name says what a module
// is, so two of them with one name would be two things called the same. A declaration file
// (x.d.ts) goes with its module (x.js) and is not a second name.
import { readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";

const FOLDERS = ["src", "build", "functions", "netlify", "plugins", "tests"];
const MODULE = /\.(ts|tsx|mts|mjs|js|cjs)$/;

function modules(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((path) => MODULE.test(path))
    .map((path) => join(folder, path));
}

describe("module names", () => {
  it("are unique across src/, build/, functions/, netlify/, plugins/ and tests/", () => {
    const byName = new Map<string, string[]>();
    for (const path of FOLDERS.flatMap(modules)) {
      const name = basename(path).replace(/\.d\.ts$/, ".js");
      byName.set(name, [...(byName.get(name) ?? []), path]);
    }
    expect(byName.size).toBeGreaterThan(300);
    const shared = [...byName.values()].filter((paths) => paths.length > 1 && !isModuleWithItsDeclaration(paths));
    expect(shared, shared.map((paths) => paths.join(", ")).join("\n")).toEqual([]);
  });
});

function isModuleWithItsDeclaration(paths: string[]): boolean {
  return paths.length === 2 && paths.some((p) => p.endsWith(".d.ts")) && paths.map((p) => p.replace(/\.d\.ts$/, ".js")).every((p) => p === paths.find((q) => !q.endsWith(".d.ts")));
}
