// Which stylesheets the shell, each page kind, block and island need (build/pipeline/assets/css-graph.ts):
// read from the registries' sources and esbuild's import graph. The registries are read as
// text, so every name is checked here against the registry itself.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { listStylesheets } from "../../build/pipeline/assets/css";
import { cssNeeds, registryModules } from "../../build/pipeline/assets/css-graph";
import { blockComponents } from "../../src/blocks/block-registry";
import { islandRegistry } from "../../src/islands/island-registry";
import { pageComponents } from "../../src/pages/page-registry";

async function exportsOf(module: string): Promise<unknown[]> {
  return Object.values((await import(/* @vite-ignore */ resolve(module))) as Record<string, unknown>);
}

describe("registry modules", () => {
  it("name, for every block, the module exporting its registered component", async () => {
    const modules = await registryModules("src/blocks/block-registry.ts");
    expect(Object.keys(modules).sort()).toEqual(Object.keys(blockComponents).sort());
    for (const [name, module] of Object.entries(modules)) expect(await exportsOf(module), name).toContain(blockComponents[name as keyof typeof blockComponents]);
  });

  it("name, for every page kind, the module exporting its page component", async () => {
    const modules = await registryModules("src/pages/page-registry.ts");
    expect(Object.keys(modules).sort()).toEqual(Object.keys(pageComponents).sort());
    for (const [kind, module] of Object.entries(modules)) expect(await exportsOf(module), kind).toContain(pageComponents[kind as keyof typeof pageComponents]);
  });
});

describe("stylesheets", () => {
  it("outside styles/, each sits beside a module of its name (otherwise no page would link it)", async () => {
    const orphans = (await listStylesheets()).filter((css) => !css.startsWith("styles/") && ![".tsx", ".ts"].some((ext) => existsSync(join("src", css.replace(/\.css$/, ext)))));
    expect(orphans).toEqual([]);
  });
});

describe("stylesheet needs", () => {
  it("follow imports to each module's stylesheet, and stop at the registries", async () => {
    const needs = await cssNeeds(await listStylesheets());
    expect(needs.shell).toEqual(expect.arrayContaining(["layouts/Header.css", "layouts/Footer.css", "components/Logo.css"]));
    // the header renders its menus through the island registry: the page records them
    expect(needs.shell).not.toContain("islands/MegaMenu.css");
    expect(needs.islands.MegaMenu).toEqual(["islands/MegaMenu.css"]);
    // a grid nests blocks through the block registry: only its own stylesheet
    expect(needs.blocks.grid).toEqual(["blocks/Grid.css"]);
    // a listing imports its cards
    expect(needs.blocks.case_study_listing).toEqual(expect.arrayContaining(["blocks/CaseStudyListing.css", "components/CaseStudyCard.css"]));
    expect(needs.pages.article).toContain("pages/Article.css");
    expect(Object.keys(needs.blocks).sort()).toEqual(Object.keys(blockComponents).sort());
    expect(Object.keys(needs.islands).sort()).toEqual(Object.keys(islandRegistry).sort());
  });
});
