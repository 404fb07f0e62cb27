// npm run storyblok's three commands over given definitions: what they print and their exit code.
// The CLI hands them the site's definitions; tests hand them their own.
import fs from "node:fs/promises";
import type { StoryblokComponent } from "../../src/content/storyblok-definition";
import { compareComponents } from "./compare";
import { datasourceChanges, readDatasources } from "./datasources";
import { DEFINITIONS_SOURCE, diffLines, driftLines, keptCount, writesText } from "./drift-report";
import { importContent } from "./import";
import { manifestPath } from "./import-manifest";
import { readImportSource } from "./import-source";
import { MANAGEMENT_RATE_LIMIT, ManagementApi, type ManagementHooks } from "./management-api";
import type { StoryblokSettings } from "./management-settings";
import { plannedWrites, pushComponents } from "./push";
import { readSpaceComponents } from "./space-components";

export interface StoryblokOutput {
  /** Results (stdout in the CLI). */
  out(line: string): void;
  /** Notes and progress (stderr in the CLI). */
  err(line: string): void;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function where(settings: StoryblokSettings): string {
  return `space ${settings.spaceId} (${settings.endpoint})`;
}

async function push(api: ManagementApi, settings: StoryblokSettings, wanted: StoryblokComponent[], io: StoryblokOutput): Promise<number> {
  const started = performance.now();
  const result = await pushComponents(api, wanted, settings);
  const lines = diffLines(result.changes, settings.prune);
  const kept = keptCount(result.changes, settings.prune);
  const planned = plannedWrites(result.changes, settings.prune);
  const writes = planned.datasources + planned.groups + planned.created + planned.updated + planned.deleted;
  io.out(`Comparing ${wanted.length} components from ${DEFINITIONS_SOURCE} with ${where(settings)}:`);
  for (const line of lines) io.out(line);
  const keptNote = kept > 0 ? ` ${kept} component${kept === 1 ? " or field" : "s or fields"} in the space only kept (--prune deletes them).` : "";
  if (writes === 0) io.out(`Nothing to write: the space has every datasource, component and field as the code defines them.${keptNote}`);
  else if (!settings.apply)
    io.out(`Dry run, nothing written. With --apply: ${writesText(planned)}.${keptNote} Run npm run storyblok -- push --apply${settings.prune ? " --prune" : ""} to write it.`);
  else io.out(`Written: ${writesText(result.written)}.${keptNote}`);
  io.err(`${result.requests} request${result.requests === 1 ? "" : "s"} to the Management API in ${seconds(started)}.`);
  return 0;
}

async function check(api: ManagementApi, settings: StoryblokSettings, wanted: StoryblokComponent[], io: StoryblokOutput): Promise<number> {
  const space = await readSpaceComponents(api);
  const lines = driftLines([...datasourceChanges(wanted, await readDatasources(api)), ...compareComponents(wanted, space)]);
  for (const line of lines) io.out(line);
  const fields = wanted.reduce((sum, component) => sum + Object.keys(component.schema).length, 0);
  if (lines.length === 0) {
    io.out(`No drift: ${where(settings)} has the ${wanted.length} components and ${fields} fields of ${DEFINITIONS_SOURCE} as defined.`);
    return 0;
  }
  io.out(`${lines.length} difference${lines.length === 1 ? "" : "s"} between ${where(settings)} and ${DEFINITIONS_SOURCE}.`);
  return 1;
}

async function pull(api: ManagementApi, settings: StoryblokSettings, io: StoryblokOutput): Promise<number> {
  const space = await readSpaceComponents(api);
  const json = `${JSON.stringify({ components: space.components, component_groups: space.groups }, null, 2)}\n`;
  if (settings.out === undefined) {
    io.out(json.trimEnd());
    return 0;
  }
  await fs.writeFile(settings.out, json);
  io.err(`Wrote ${space.components.length} components and ${space.groups.length} component groups of ${where(settings)} to ${settings.out}.`);
  return 0;
}

async function runImport(api: ManagementApi, settings: StoryblokSettings, wanted: StoryblokComponent[], io: StoryblokOutput): Promise<number> {
  const started = performance.now();
  const source = await readImportSource(settings.from ?? "content-cache");
  const manifestFile = manifestPath(settings.manifestDir ?? ".storyblok", settings.spaceId);
  const apply = settings.apply;
  io.out(`Importing ${source.items.length} folders and stories and ${source.assets.length} assets from ${source.dir} (space ${source.spaceId}) into ${where(settings)}:`);
  const { tally, kept, requests } = await importContent(api, source, wanted, {
    apply,
    publish: settings.publish ?? false,
    intoNonEmpty: settings.intoNonEmpty ?? false,
    manifestFile,
  });
  const made = `${tally.assets} assets uploaded, ${tally.folders} folders and ${tally.stories} stories created, ${tally.updated} updated, ${tally.datasources} datasources and ${tally.datasourceEntries} datasource entries created`;
  const keptNote = kept.assets + kept.stories > 0 ? ` Already in the space (by ${manifestFile}): ${kept.assets} assets, ${kept.stories} folders and stories.` : "";
  if (!apply) {
    const estimate = 3 * tally.assets + tally.folders + tally.stories + tally.updated + tally.datasources + tally.datasourceEntries;
    io.out(
      `Dry run, nothing written. With --apply: ${made}, about ${estimate} requests (${Math.ceil(estimate / MANAGEMENT_RATE_LIMIT)} s at ${MANAGEMENT_RATE_LIMIT} a second).${keptNote}`,
    );
    io.out(`Run npm run storyblok -- import --apply${settings.publish ? " --publish" : ""} to write it.`);
  } else io.out(`Written: ${made}${settings.publish ? ", stories published" : ""}.${keptNote}`);
  io.err(`${requests} request${requests === 1 ? "" : "s"} to the Management API in ${seconds(started)}.`);
  return 0;
}

/** Runs one command; expected failures throw a UserError. Returns the exit code. */
export async function runStoryblok(settings: StoryblokSettings, wanted: StoryblokComponent[], io: StoryblokOutput, hooks: ManagementHooks = {}): Promise<number> {
  const api = new ManagementApi(settings, { notes: (text) => io.err(text), ...hooks });
  if (settings.command === "push") return push(api, settings, wanted, io);
  if (settings.command === "check") return check(api, settings, wanted, io);
  if (settings.command === "import") return runImport(api, settings, wanted, io);
  return pull(api, settings, io);
}
