// The changes between code and space in words: push's diff, grouped by component with old → new,
// and check's drift, one line each with what to do about it.
import type { StoryblokField } from "../../src/content/storyblok-definition";
import { type Change, isOrderOnly } from "./compare";
import { isWritten, type PushResult } from "./push";

/** Where the definitions the command pushes come from. */
export const DEFINITIONS_SOURCE = "src/content/storyblok-schema.ts";
const PUSH = "run npm run storyblok -- push --apply";
const PRUNE = "npm run storyblok -- push --apply --prune";

export function shownValue(value: unknown): string {
  if (value === undefined) return "unset";
  if (Array.isArray(value)) {
    return `[${value.map((item) => (item && typeof item === "object" ? `${(item as { value?: unknown }).value} (${(item as { name?: unknown }).name})` : String(item))).join(", ")}]`;
  }
  return typeof value === "string" ? JSON.stringify(value) : String(value);
}

/** A field in a few words: its type and what limits it. */
export function fieldSummary(field: StoryblokField): string {
  const parts: string[] = [field.type];
  if (field.required) parts.push("required");
  if (field.options?.length) parts.push(`options ${shownValue(field.options)}`);
  if (field.filter_content_type?.length) parts.push(`content types ${shownValue(field.filter_content_type)}`);
  if (field.component_whitelist?.length) parts.push(`blocks ${shownValue(field.component_whitelist)}`);
  if (field.filetypes?.length) parts.push(`file types ${shownValue(field.filetypes)}`);
  return parts.join(", ");
}

const fromTo = (change: { from: unknown; to: unknown }) => `${shownValue(change.from)} → ${shownValue(change.to)}`;

function diffLine(change: Change, prune: boolean): string[] {
  const extra = prune ? "in the space only → delete" : "in the space only → keep (--prune deletes it)";
  switch (change.kind) {
    case "group-added":
      return [`+ component group "${change.group}"`];
    case "datasource-added":
      return [`+ datasource ${change.datasource}`];
    case "component-added": {
      const { definition } = change;
      const kind = [definition.is_root && "content type", definition.is_nestable && "nestable"].filter(Boolean).join(" and ") || "neither content type nor nestable";
      const group = definition.component_group_name ? `, group "${definition.component_group_name}"` : "";
      const fields = Object.entries(definition.schema).map(([field, def]) => `    + ${field}: ${fieldSummary(def)}`);
      return [`+ component ${change.component} ("${definition.display_name}", ${kind}${group}), ${fields.length} field${fields.length === 1 ? "" : "s"}:`, ...fields];
    }
    case "component-removed":
      return [`- component ${change.component} (${change.fields} field${change.fields === 1 ? "" : "s"}): ${extra}`];
    case "component-changed":
      return [`    ~ ${change.property}: ${fromTo(change)}`];
    case "field-added":
      return [`    + field ${change.field}: ${fieldSummary(change.definition)}`];
    case "field-removed":
      return [`    - field ${change.field} (${String(change.type)}): ${extra}`];
    case "field-changed":
      return [`    ~ field ${change.field}: ${change.property} ${fromTo(change)}${isOrderOnly(change) ? " (editor order only)" : ""}`];
  }
}

/** push's diff: each component once, with its changes below it. */
export function diffLines(changes: Change[], prune: boolean): string[] {
  const lines: string[] = [];
  const headed = new Set<string>();
  for (const change of changes) {
    const nested = change.kind === "component-changed" || change.kind === "field-added" || change.kind === "field-changed" || change.kind === "field-removed";
    if (nested && !headed.has(change.component)) {
      headed.add(change.component);
      lines.push(`~ component ${change.component}:`);
    }
    lines.push(...diffLine(change, prune));
  }
  return lines;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

export function writesText(written: PushResult["written"]): string {
  const datasources = written.datasources > 0 ? `${plural(written.datasources, "datasource")}, ` : "";
  return `${datasources}${plural(written.groups, "group")} and ${plural(written.created, "component")} created, ${written.updated} updated, ${written.deleted} deleted`;
}

/** The space's extras a push leaves alone, for push's last line. */
export function keptCount(changes: Change[], prune: boolean): number {
  return changes.filter((change) => !isWritten(change, prune)).length;
}

function driftLine(change: Change): string[] {
  switch (change.kind) {
    case "group-added":
      return [];
    case "datasource-added":
      return [`datasource ${change.datasource}: missing in the space, so its option fields offer nothing to pick → ${PUSH}`];
    case "component-added":
      return [`${change.component}: component missing in the space → ${PUSH}`];
    case "component-removed":
      return [`${change.component}: component in the space only → add it to ${DEFINITIONS_SOURCE}, or run ${PRUNE} to delete it`];
    case "component-changed":
      return [
        `${change.component}: ${change.property} is ${shownValue(change.from)} in the space, ${shownValue(change.to)} in the code → ${PUSH} (or change ${DEFINITIONS_SOURCE} if the space is right)`,
      ];
    case "field-added":
      return [`${change.component}.${change.field}: field missing in the space → ${PUSH}`];
    case "field-removed":
      return [
        `${change.component}.${change.field}: field (${String(change.type)}) in the space only → add field ${change.field} to ${change.component} in ${DEFINITIONS_SOURCE}, or run ${PRUNE} to delete it`,
      ];
    case "field-changed": {
      const what = `${change.property} is ${shownValue(change.from)} in the space, ${shownValue(change.to)} in the code${isOrderOnly(change) ? " (editor order only)" : ""}`;
      return [`${change.component}.${change.field}: ${what} → ${PUSH} (or change ${DEFINITIONS_SOURCE} if the space is right)`];
    }
  }
}

/** check's drift: one line per difference, naming the component (and field) and what to do. */
export function driftLines(changes: Change[]): string[] {
  return changes.flatMap(driftLine);
}
