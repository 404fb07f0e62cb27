// Brings a space's block library in line with the code's definitions: creates missing component
// groups and components, updates changed ones (upserting by name), and deletes components and
// fields the code lacks only when pruning. Without `apply` it only reports what it would do.
import type { StoryblokComponent, StoryblokField } from "../../src/content/storyblok-definition";
import { type Change, compareComponents, FIELD_PROPERTIES } from "./compare";
import { createDatasource, datasourceChanges, readDatasources } from "./datasources";
import type { ManagementApi } from "./management-api";
import { componentsPath, readSpaceComponents, type SpaceComponent, type SpaceComponents } from "./space-components";

export interface PushOptions {
  apply: boolean;
  prune: boolean;
}

export interface PushResult {
  changes: Change[];
  /** What was written (all 0 on a dry run). */
  written: { datasources: number; groups: number; created: number; updated: number; deleted: number };
  /** HTTP requests made, retries included. */
  requests: number;
}

/** The space's field with the definition's properties laid over it: Storyblok's own (its id, editor settings) stay. */
function mergedField(definition: StoryblokField, existing: Record<string, unknown> | undefined): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...existing };
  for (const property of FIELD_PROPERTIES) {
    if (definition[property] === undefined) delete merged[property];
    else merged[property] = definition[property];
  }
  return merged;
}

function mergedSchema(definition: StoryblokComponent, existing: SpaceComponent | undefined, prune: boolean): Record<string, Record<string, unknown>> {
  const schema: Record<string, Record<string, unknown>> = {};
  for (const [field, current] of Object.entries(existing?.schema ?? {})) {
    if (field in definition.schema || !prune) schema[field] = current;
  }
  for (const [field, wanted] of Object.entries(definition.schema)) schema[field] = mergedField(wanted, schema[field]);
  return schema;
}

function payload(definition: StoryblokComponent, existing: SpaceComponent | undefined, groupUuid: string | null, prune: boolean) {
  return {
    component: {
      name: definition.name,
      display_name: definition.display_name,
      is_root: definition.is_root,
      is_nestable: definition.is_nestable,
      component_group_uuid: groupUuid,
      schema: mergedSchema(definition, existing, prune),
    },
  };
}

/** Whether a change is one the push writes: the space's extras are removed only when pruning. */
export const isWritten = (change: Change, prune: boolean) => prune || (change.kind !== "component-removed" && change.kind !== "field-removed");

async function write(api: ManagementApi, wanted: StoryblokComponent[], space: SpaceComponents, changes: Change[], prune: boolean): Promise<PushResult["written"]> {
  const written = { datasources: 0, groups: 0, created: 0, updated: 0, deleted: 0 };
  const { spaceId } = api.settings;
  for (const change of changes) {
    if (change.kind !== "datasource-added") continue;
    await createDatasource(api, change.datasource);
    written.datasources++;
  }
  const groupUuids = new Map(space.groups.map((group) => [group.name, group.uuid]));
  for (const change of changes) {
    if (change.kind !== "group-added") continue;
    const answer = await api.request("post", `spaces/${spaceId}/component_groups`, `creating the component group "${change.group}"`, { component_group: { name: change.group } });
    groupUuids.set(change.group, String((answer.data.component_group as { uuid: string }).uuid));
    written.groups++;
  }
  const touched = new Set(changes.flatMap((change) => (isWritten(change, prune) && "component" in change ? [change.component] : [])));
  const byName = new Map(space.components.map((component) => [component.name, component]));
  const path = componentsPath(spaceId);
  for (const definition of wanted) {
    if (!touched.has(definition.name)) continue;
    const existing = byName.get(definition.name);
    const body = payload(definition, existing, groupUuids.get(definition.component_group_name ?? "") ?? null, prune);
    if (existing) {
      await api.request("put", `${path}/${existing.id}`, `updating the component "${definition.name}"`, body);
      written.updated++;
    } else {
      await api.request("post", path, `creating the component "${definition.name}"`, body);
      written.created++;
    }
  }
  for (const change of changes) {
    if (change.kind !== "component-removed" || !prune) continue;
    await api.request("delete", `${path}/${byName.get(change.component)?.id}`, `deleting the component "${change.component}"`);
    written.deleted++;
  }
  return written;
}

/** What a push with these changes writes, counted before it does. */
export function plannedWrites(changes: Change[], prune: boolean): PushResult["written"] {
  const updated = new Set(
    changes.flatMap((change) =>
      "component" in change && change.kind !== "component-added" && change.kind !== "component-removed" && isWritten(change, prune) ? [change.component] : [],
    ),
  );
  return {
    datasources: changes.filter((change) => change.kind === "datasource-added").length,
    groups: changes.filter((change) => change.kind === "group-added").length,
    created: changes.filter((change) => change.kind === "component-added").length,
    updated: updated.size,
    deleted: prune ? changes.filter((change) => change.kind === "component-removed").length : 0,
  };
}

export async function pushComponents(api: ManagementApi, wanted: StoryblokComponent[], options: PushOptions): Promise<PushResult> {
  const space = await readSpaceComponents(api);
  const changes = [...datasourceChanges(wanted, await readDatasources(api)), ...compareComponents(wanted, space)];
  const written = options.apply ? await write(api, wanted, space, changes, options.prune) : { datasources: 0, groups: 0, created: 0, updated: 0, deleted: 0 };
  return { changes, written, requests: api.requests };
}
