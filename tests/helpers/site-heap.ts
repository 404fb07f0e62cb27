// The heap a modelled site holds, weighed in a node of its own (tests/unit/shared-strings.test.ts): the unit
// tests' workers run file after file in one process (vitest's isolate: false), and what earlier files left in
// it moved a weighing made there by as much as the copies being weighed.
import { spawnSync } from "node:child_process";
import { modelSite } from "../../build/pipeline/load/load";
import * as modeller from "../../build/pipeline/load/model-story";
import type { RawContent } from "../../build/pipeline/load/read-content";
import { baseStories, story as storyFile } from "./content";
import { liveHeapBytes, ownCopy } from "./live-heap";

/** A content cache of `pages` pages (and settings, header, footer and homepage) as parsed, each page's text its own copy of one `text`. */
function rawContent(pages: number, text: string): RawContent {
  const files = [
    ...baseStories(),
    ...Array.from({ length: pages }, (_, i) =>
      storyFile({ full_slug: `page-${i}`, content: { component: "page", body: [{ _uid: `b${i}`, component: "large_text", text: ownCopy(text) }] } }),
    ),
  ];
  return {
    source: "memory",
    space: { cv: 1, version: "published", fetched_at: "2025-01-01T00:00:00.000Z" },
    links: { links: {} },
    stories: files.map((json) => ({ where: `stories/${json.full_slug}.json`, json: { story: json } })),
    warnings: [],
  };
}

/** In this process: the heap a site of `pages` pages holds once what it was modelled from is gone, and its stories. */
export function weighSite(pages: number, text: string): { held: number; stories: number } {
  const before = liveHeapBytes();
  const { site } = modelSite(rawContent(pages, text), null, {}, modeller);
  return { held: liveHeapBytes() - before, stories: site.stories.length };
}

/** In a fresh node: the weighing of a site of each number of pages, in order. */
export function weighSitesApart(pages: number[], text: string): { held: number; stories: number }[] {
  const script = `
    const { weighSite } = await import(${JSON.stringify(import.meta.url)});
    console.log(JSON.stringify(${JSON.stringify(pages)}.map((pages) => weighSite(pages, ${JSON.stringify(text)}))));`;
  const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`the weighing node failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split("\n").at(-1)!);
}
