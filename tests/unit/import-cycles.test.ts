// No module in src/, build/ or functions/ may import itself back, however far round
// and whether or not the imports are type-only: a cycle hides which module is the lower
// one (docs/ARCHITECTURE.md, "Layout"). dependency-cruiser reads the imports with the
// TypeScript compiler before compilation (tsPreCompilationDeps), so `import type` edges
// count; the folders are cruised whole, so a file moved or added in them is checked too.
import { cruise, getAvailableTranspilers, type ICruiseResult, type IViolation } from "dependency-cruiser";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { beforeAll, describe, expect, it } from "vitest";

const FOLDERS = ["src", "build", "functions"];

let result: ICruiseResult;

beforeAll(async () => {
  const tsConfig = extractTSConfig("tsconfig.json");
  const { output } = await cruise(
    FOLDERS,
    {
      validate: true,
      ruleSet: { forbidden: [{ name: "no-circular", severity: "error", from: {}, to: { circular: true } }] },
      tsPreCompilationDeps: true,
      tsConfig: { fileName: "tsconfig.json" },
      doNotFollow: { path: "node_modules" },
      exclude: { path: "node_modules" },
      cache: false,
    },
    {},
    { tsConfig },
  );
  result = output as ICruiseResult;
});

const cycleOf = (violation: IViolation): string => [violation.from, ...(violation.cycle ?? []).map((step) => step.name)].join(" → ");

describe("import cycles", () => {
  it("reads the imports with TypeScript, so type-only imports are seen", () => {
    expect(getAvailableTranspilers().find((t) => t.name === "typescript")?.available).toBe(true);
    const typeOnly = result.modules.flatMap((m) => m.dependencies).filter((d) => d.dependencyTypes.includes("type-only"));
    expect(typeOnly.length).toBeGreaterThan(0);
  });

  it("resolves every relative import (an unresolved one would hide its cycles)", () => {
    const unresolved = result.modules.flatMap((m) => m.dependencies.filter((d) => d.couldNotResolve && d.module.startsWith(".")).map((d) => `${m.source}: ${d.module}`));
    expect(unresolved).toEqual([]);
  });

  it("finds none in src/, build/ or functions/", () => {
    expect(result.summary.totalCruised).toBeGreaterThan(100);
    const cycles = result.summary.violations.filter((v) => v.rule.name === "no-circular").map(cycleOf);
    expect(cycles, `import cycles:\n${cycles.join("\n")}`).toEqual([]);
  });
});
