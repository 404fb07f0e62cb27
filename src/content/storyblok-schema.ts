// The Storyblok component definitions, made from the content types' and blocks' declarations:
// every content type, every page block, and the nested items their fields hold. A component
// declared twice under one name (the redirect story and block; the link and its sublinks) is one
// component in Storyblok, with the fields of the fuller declaration.
import type * as z from "zod";
import { blockSchemas } from "./blocks/block-schemas";
import { contentTypeSchemas } from "./content-types";
import { readable } from "./fields";
import { componentDeclaration, fieldDeclaration, SYSTEM_KEYS } from "./model/declaration";
import type { StoryblokComponent, StoryblokField } from "./storyblok-definition";

type Declared = z.ZodObject;

/** Every component, content types first, then page blocks and nested items, each by name. */
export function storyblokComponents(): StoryblokComponent[] {
  const pageBlocks = Object.keys(blockSchemas).sort();
  const made = new Map<string, StoryblokComponent>();
  const queue: Declared[] = [...Object.values(contentTypeSchemas), ...Object.values(blockSchemas)];
  const seen = new Set(queue);
  for (const schema of queue) {
    const { component, nested } = definition(schema, pageBlocks);
    const earlier = made.get(component.name);
    made.set(component.name, earlier ? merged(earlier, component) : component);
    for (const item of nested.filter((n) => !seen.has(n))) {
      seen.add(item);
      queue.push(item);
    }
  }
  const order = (c: StoryblokComponent) => (c.is_root ? 0 : c.component_group_name === "Nested items" ? 2 : 1);
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...made.values()].sort((a, b) => order(a) - order(b) || (order(a) === 0 ? 0 : byName(a.name, b.name)));
}

/** The fields Storyblok knows of each component, by its name. */
export function storyblokFieldNames(): ReadonlyMap<string, readonly string[]> {
  fieldNames ??= new Map(storyblokComponents().map((c) => [c.name, Object.keys(c.schema)]));
  return fieldNames;
}
let fieldNames: Map<string, string[]> | undefined;

function definition(schema: Declared, pageBlocks: string[]): { component: StoryblokComponent; nested: Declared[] } {
  const declared = componentDeclaration(schema);
  if (!declared) throw new Error("a component schema was made without defineBlock or defineContentType");
  const nested: Declared[] = [];
  const fields: Record<string, StoryblokField> = {};
  for (const [key, fieldSchema] of Object.entries(schema.shape)) {
    if (SYSTEM_KEYS.has(key)) continue;
    const declaration = fieldDeclaration(fieldSchema);
    if (!declaration) throw new Error(`${declared.name}.${key} is a zod schema without a Storyblok field: declare it with a helper from src/content/fields.ts`);
    const { blocks } = declaration;
    const whitelist = blocks === "page blocks" ? pageBlocks : blocks?.map((item) => componentName(item));
    if (Array.isArray(blocks)) nested.push(...blocks);
    fields[key] = {
      ...declaration.field,
      display_name: declaration.field.display_name ?? readable(key),
      pos: Object.keys(fields).length,
      ...(whitelist ? { component_whitelist: whitelist } : {}),
    };
  }
  const component: StoryblokComponent = {
    name: declared.name,
    display_name: declared.display_name,
    is_root: declared.is_root,
    is_nestable: declared.is_nestable,
    component_group_name: declared.group,
    schema: fields,
  };
  return { component, nested };
}

function componentName(schema: Declared): string {
  const declared = componentDeclaration(schema);
  if (!declared) throw new Error("a bloks field holds a schema made without defineBlock");
  return declared.name;
}

/** One component from two declarations of it: one's fields must be the other's, or some of them. */
function merged(a: StoryblokComponent, b: StoryblokComponent): StoryblokComponent {
  const [fuller, other] = Object.keys(a.schema).length >= Object.keys(b.schema).length ? [a, b] : [b, a];
  for (const [key, field] of Object.entries(other.schema)) {
    if (JSON.stringify(fuller.schema[key]) !== JSON.stringify(field)) {
      throw new Error(`the two declarations of "${a.name}" differ in the field "${key}": declare it the same way in both`);
    }
  }
  return { ...a, schema: fuller.schema, is_root: a.is_root || b.is_root, is_nestable: a.is_nestable || b.is_nestable };
}
