// No module in src/, build/ or functions/ may import itself back, however far round
// and whether or not the imports are type-only: a cycle hides which module is the lower
// one (docs/ARCHITECTURE.md, "Layout"). dependency-cruiser reads the imports with the
// TypeScript compiler before compilation (tsPreCompilationDeps), so `import type` edges
// count; the folders are cruised whole, so a file moved or added in them is checked too.
// In the same cruise, imports go one way down the layers of src/, never up, and src/ never
// imports build/, functions/ or tests/, which sit above it; nor do build/ and functions/ import
// tests/ (docs/ARCHITECTURE.md, "Habits").
import { readdirSync } from "node:fs";
import { cruise, getAvailableTranspilers, type ICruiseResult, type IForbiddenRuleType, type IViolation } from "dependency-cruiser";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { beforeAll, describe, expect, it } from "vitest";

const FOLDERS = ["src", "build", "functions"];

/**
 * The folders of src/, lowest first; a folder may import its own layer and those below it.
 * styles/ holds stylesheets only; preview/ is the Visual Editor's script, an entry nothing imports.
 */
const LAYERS: readonly (readonly string[])[] = [["lib", "styles"], ["content"], ["components"], ["blocks", "islands"], ["layouts"], ["pages"], ["preview"]];
/** What sits above src/ and may import it, never the other way. */
const ABOVE_SRC = ["build", "functions", "tests"];

const folders = (names: readonly string[]) => `^src/(${names.join("|")})/`;

const layerRules: IForbiddenRuleType[] = [
  ...LAYERS.slice(0, -1).map((layer, i) => ({
    name: `up-the-layers:${layer.join("+")}`,
    severity: "error" as const,
    from: { path: folders(layer) },
    to: { path: folders(LAYERS.slice(i + 1).flat()) },
  })),
  { name: "up-the-layers:src", severity: "error", from: { path: "^src/" }, to: { path: `^(${ABOVE_SRC.join("|")})/` } },
  // the build and the functions ship or serve the site; the tests sit above them and are never imported by them
  { name: "up-the-layers:tests", severity: "error", from: { path: "^(build|functions)/" }, to: { path: "^tests/" } },
];

let result: ICruiseResult;

beforeAll(async () => {
  const tsConfig = extractTSConfig("tsconfig.json");
  const { output } = await cruise(
    FOLDERS,
    {
      validate: true,
      ruleSet: { forbidden: [{ name: "no-circular", severity: "error", from: {}, to: { circular: true } }, ...layerRules] },
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

const edgeOf = (violation: IViolation): string => `${violation.from} → ${violation.to}`;

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

describe("the layers of src/", () => {
  it("give every folder of src/ a place", () => {
    const placed = LAYERS.flat();
    // a module straight in src/ would sit in no layer either
    const unplaced = readdirSync("src", { withFileTypes: true })
      .filter((e) => (e.isDirectory() ? !placed.includes(e.name) : /\.[mc]?[jt]sx?$/.test(e.name)))
      .map((e) => e.name);
    expect(unplaced, "folders (or modules) of src/ missing from LAYERS").toEqual([]);
  });

  it("are imported one way, down, type-only imports included, and src/ imports nothing above it", () => {
    const upward = result.summary.violations.filter((v) => v.rule.name.startsWith("up-the-layers:")).map(edgeOf);
    expect(
      upward,
      `imports up the layers (lib, content, components, blocks and islands, layouts, pages, preview; build/, functions/ and tests/ above src/, tests/ above build/ and functions/):\n${upward.join("\n")}`,
    ).toEqual([]);
  });
});

/** The folder a module belongs to: a stage of the pipeline (build/pipeline/render/…), else the first folder under build/, src/ or functions/. */
function folderOf(path: string): string {
  const parts = path.split("/");
  const depth = parts[0] === "build" && parts[1] === "pipeline" ? 3 : 2;
  return parts.slice(0, Math.min(depth, parts.length - 1)).join("/");
}

describe("the folders of build/, src/ and functions/", () => {
  it("import each other one way: no two folders import each other", () => {
    const edges = new Set<string>();
    for (const module of result.modules) {
      for (const dependency of module.dependencies) {
        if (dependency.couldNotResolve || !/^(build|src|functions)\//.test(dependency.resolved)) continue;
        const [from, to] = [folderOf(module.source), folderOf(dependency.resolved)];
        if (from !== to) edges.add(`${from} → ${to}`);
      }
    }
    expect(edges.size).toBeGreaterThan(20);
    const twoWay = [...edges].filter((edge) => edges.has(edge.split(" → ").reverse().join(" → ")));
    expect(twoWay, `folders that import each other:\n${twoWay.join("\n")}`).toEqual([]);
  });
});
