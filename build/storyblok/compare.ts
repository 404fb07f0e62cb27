// The differences between the code's component definitions and a space's, as a list of changes
// that would bring the space in line. Only the properties a definition can state are compared, each
// with Storyblok's default for a missing one; what Storyblok adds itself (ids, timestamps, icons,
// editor settings the definitions leave alone) is not a difference.
import type { StoryblokComponent, StoryblokField } from "../../src/content/storyblok-definition";
import type { SpaceComponent, SpaceComponents } from "./space-components";

export type Change =
  | { kind: "group-added"; group: string }
  /** a datasource an option field names, missing in the space */
  | { kind: "datasource-added"; datasource: string }
  | { kind: "component-added"; component: string; definition: StoryblokComponent }
  | { kind: "component-changed"; component: string; property: ComponentProperty; from: unknown; to: unknown }
  /** in the space only */
  | { kind: "component-removed"; component: string; fields: number }
  | { kind: "field-added"; component: string; field: string; definition: StoryblokField }
  | { kind: "field-changed"; component: string; field: string; property: keyof StoryblokField; from: unknown; to: unknown }
  /** in the space only */
  | { kind: "field-removed"; component: string; field: string; type: unknown };

/** Each property a field definition can state, with what Storyblok takes when it is missing. */
export const FIELD_DEFAULTS: Record<keyof StoryblokField, unknown> = {
  type: undefined,
  pos: undefined,
  display_name: "",
  description: "",
  required: false,
  default_value: "",
  translatable: false,
  source: "self",
  options: [],
  filter_content_type: [],
  datasource_slug: "",
  use_uuid: false,
  restrict_components: false,
  component_whitelist: [],
  minimum: undefined,
  maximum: undefined,
  filetypes: [],
  email_link_type: false,
  asset_link_type: false,
  show_anchor: false,
  allow_target_blank: false,
  restrict_content_types: false,
  component_whitelist_link: [],
  allow_inline_blocks: false,
  field_type: "",
};

export const FIELD_PROPERTIES = Object.keys(FIELD_DEFAULTS) as (keyof StoryblokField)[];

/** Lists whose order the editor ignores. */
const UNORDERED = new Set<string>(["component_whitelist", "filter_content_type", "filetypes", "component_whitelist_link"]);

export type ComponentProperty = "display_name" | "is_root" | "is_nestable" | "group";

/** A property's value as compared: missing, null and "" are the default, numbers kept as numbers. */
export function normalFieldValue(property: keyof StoryblokField, value: unknown): unknown {
  const present = value === undefined || value === null || value === "" ? FIELD_DEFAULTS[property] : value;
  if ((property === "minimum" || property === "maximum") && typeof present === "string") return Number(present);
  if (property === "options" && Array.isArray(present)) {
    return present.map((option: { name?: unknown; value?: unknown }) => ({ name: String(option?.name ?? ""), value: String(option?.value ?? "") }));
  }
  if (UNORDERED.has(property) && Array.isArray(present)) return [...present].map(String).sort();
  return present;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function fieldChanges(component: string, field: string, wanted: StoryblokField, current: Record<string, unknown>): Change[] {
  const changes: Change[] = [];
  for (const property of FIELD_PROPERTIES) {
    const to = normalFieldValue(property, wanted[property]);
    const from = normalFieldValue(property, current[property]);
    if (!same(from, to)) changes.push({ kind: "field-changed", component, field, property, from, to });
  }
  return changes;
}

function componentValues(component: Partial<Pick<StoryblokComponent, "display_name" | "is_root" | "is_nestable">>, group: string): Record<ComponentProperty, unknown> {
  return { display_name: component.display_name ?? "", is_root: component.is_root ?? false, is_nestable: component.is_nestable ?? false, group };
}

function changesOf(wanted: StoryblokComponent, current: SpaceComponent, groupName: (uuid: unknown) => string): Change[] {
  const component = wanted.name;
  const changes: Change[] = [];
  const from = componentValues({ ...current, display_name: current.display_name ?? "" }, groupName(current.component_group_uuid));
  const to = componentValues(wanted, wanted.component_group_name ?? "");
  for (const property of Object.keys(to) as ComponentProperty[]) {
    if (!same(from[property], to[property])) changes.push({ kind: "component-changed", component, property, from: from[property], to: to[property] });
  }
  for (const [field, definition] of Object.entries(wanted.schema)) {
    const existing = current.schema[field];
    changes.push(...(existing ? fieldChanges(component, field, definition, existing) : [{ kind: "field-added" as const, component, field, definition }]));
  }
  for (const [field, existing] of Object.entries(current.schema)) {
    if (!(field in wanted.schema)) changes.push({ kind: "field-removed", component, field, type: existing.type });
  }
  return changes;
}

/** What would make the space match `wanted`: groups first, then each component in the code's order, then the space's extra ones. */
export function compareComponents(wanted: StoryblokComponent[], space: SpaceComponents): Change[] {
  const byName = new Map(space.components.map((component) => [component.name, component]));
  const groupNames = new Map(space.groups.map((group) => [group.uuid, group.name]));
  const groupName = (uuid: unknown) => (typeof uuid === "string" ? (groupNames.get(uuid) ?? "") : "");
  const wantedGroups = [...new Set(wanted.map((component) => component.component_group_name).filter((name): name is string => Boolean(name)))];
  const existingGroups = new Set(space.groups.map((group) => group.name));
  const changes: Change[] = wantedGroups.filter((group) => !existingGroups.has(group)).map((group) => ({ kind: "group-added", group }));
  for (const definition of wanted) {
    const current = byName.get(definition.name);
    if (current) changes.push(...changesOf(definition, current, groupName));
    else changes.push({ kind: "component-added", component: definition.name, definition });
  }
  const wantedNames = new Set(wanted.map((component) => component.name));
  for (const component of space.components) {
    if (!wantedNames.has(component.name)) changes.push({ kind: "component-removed", component: component.name, fields: Object.keys(component.schema).length });
  }
  return changes;
}

/** `pos` only orders the fields in the editor: a change worth making, not one of meaning. */
export const isOrderOnly = (change: Change) => change.kind === "field-changed" && change.property === "pos";
