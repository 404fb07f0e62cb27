// Which stylesheets each part of a page needs: the page shell, each page kind, block
// and island, found from the modules they import. A component's stylesheet sits
// beside it with the same name (Header.tsx, Header.css), so a module needs its own
// stylesheet and those of every module it imports, through to the islands it renders.
// The registries are where this stops: a block needs the blocks it nests, and a
// component the islands it renders, only when the page renders them, which the render
// records (Blocks.tsx, Island.tsx).
// esbuild reads the import graph (type-only imports are gone by then); the result is
// cached under .cache/css-graph/ by a stamp of the modules and the stylesheets' names
// (an edit inside a stylesheet changes neither).
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { cachedText } from "../../shared/build-step-cache";
import { sourceStamp } from "../../shared/source-stamp.mjs";

const ROOT = resolve(import.meta.dirname, "../../..");
const SHELL = ["src/layouts/PageShell.tsx", "src/layouts/Document.tsx"];
const BLOCK_REGISTRY = "src/blocks/block-registry.ts";
const PAGE_REGISTRY = "src/pages/page-registry.ts";
const ISLAND_REGISTRY = "src/islands/island-registry.ts";
const REGISTRIES = new Set([BLOCK_REGISTRY, PAGE_REGISTRY, ISLAND_REGISTRY]);

export interface CssNeeds {
  /** what every page's shell needs (header, footer, their islands) */
  shell: string[];
  /** page kind → what its page component needs */
  pages: Record<string, string[]>;
  /** block name → what its component needs */
  blocks: Record<string, string[]>;
  /** island name → what its component needs (also before it wakes, rendered on the server) */
  islands: Record<string, string[]>;
}

/** `stylesheets`: every stylesheet under src/, relative to it. */
export async function cssNeeds(stylesheets: string[]): Promise<CssNeeds> {
  const modules = sourceStamp(ROOT, ["src"], ["build/pipeline/assets/css-graph.ts", "package-lock.json", "tsconfig.json"], /\.tsx?$/);
  const names = createHash("sha256").update(stylesheets.join("\n")).digest("hex").slice(0, 16);
  return JSON.parse(await cachedText("css-graph", `${modules}-${names}.json`, async () => JSON.stringify(await readNeeds(new Set(stylesheets))))) as CssNeeds;
}

async function readNeeds(stylesheets: ReadonlySet<string>): Promise<CssNeeds> {
  const [blocks, pages] = await Promise.all([registryModules(BLOCK_REGISTRY), registryModules(PAGE_REGISTRY)]);
  // an island is named after its file (as build/pipeline/assets/islands.ts bundles it); the registry (and with it every
  // island's component) is loaded only here, when the graph is read anew
  const { islandRegistry } = await import("../../../src/islands/island-registry");
  const islands = Object.fromEntries(Object.keys(islandRegistry).map((name) => [name, `src/islands/${name}.tsx`]));
  const imports = await importGraph([...SHELL, ...Object.values(blocks), ...Object.values(pages), ...Object.values(islands)]);
  const stylesheetsOf = (entries: string[]): string[] => {
    const seen = new Set<string>();
    const stack = [...entries];
    while (stack.length > 0) {
      const module = stack.pop()!;
      if (seen.has(module)) continue;
      seen.add(module);
      if (!REGISTRIES.has(module)) stack.push(...(imports.get(module) ?? []));
    }
    return [...seen]
      .map((module) => module.replace(/^src\//, "").replace(/\.tsx?$/, ".css"))
      .filter((css) => stylesheets.has(css))
      .sort();
  };
  const each = (registry: Record<string, string>) => Object.fromEntries(Object.entries(registry).map(([name, module]) => [name, stylesheetsOf([module])]));
  return { shell: stylesheetsOf(SHELL), pages: each(pages), blocks: each(blocks), islands: each(islands) };
}

/**
 * A registry's names → the modules of the components they name, read from its source:
 * `import { Grid } from "./Grid";` and `grid: Grid,`. tests/unit/css-graph.test.ts checks
 * every name against the registry itself.
 */
export async function registryModules(registry: string): Promise<Record<string, string>> {
  const source = await readFile(join(ROOT, registry), "utf8");
  const dir = registry.slice(0, registry.lastIndexOf("/"));
  const moduleOf = new Map<string, string>();
  for (const [, names, from] of source.matchAll(/^import \{([^}]*)\} from "(\.[^"]+)";$/gm)) {
    for (const name of names!.split(",").map((n) => n.trim())) if (name && !name.startsWith("type ")) moduleOf.set(name, `${dir}/${from!.slice(2)}.tsx`);
  }
  const entries = [...source.matchAll(/^ {2}(\w+): (\w+),$/gm)].filter(([, , component]) => moduleOf.has(component!));
  return Object.fromEntries(entries.map(([, name, component]) => [name!, moduleOf.get(component!)!]));
}

/** Module → the project modules it imports, for everything the entries reach. */
async function importGraph(entries: string[]): Promise<Map<string, string[]>> {
  const { build } = await import("esbuild");
  const result = await build({
    stdin: { contents: entries.map((e) => `import ${JSON.stringify(`./${e}`)};`).join("\n"), resolveDir: ROOT, loader: "ts" },
    absWorkingDir: ROOT,
    bundle: true,
    write: false,
    metafile: true,
    packages: "external",
    platform: "neutral",
    format: "esm",
    jsx: "automatic",
    logLevel: "silent",
  });
  const graph = new Map<string, string[]>();
  for (const [path, input] of Object.entries(result.metafile.inputs)) {
    graph.set(
      path,
      input.imports.filter((i) => !i.external && i.kind === "import-statement").map((i) => i.path),
    );
  }
  return graph;
}
