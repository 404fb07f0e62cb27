// What a schema declares of itself to Storyblok. Each field helper (src/content/fields.ts) and each
// component (src/content/block.ts) is one zod schema that validates the content and, kept here by
// that schema, the field or component it is in the Storyblok space: src/content/storyblok-schema.ts
// reads them to make the component definitions.
import type * as z from "zod";
import type { StoryblokField } from "../storyblok-definition";

/** A field as Storyblok knows it, without its position (its place in the component's shape). */
export type FieldDefinition = Omit<StoryblokField, "pos" | "component_whitelist">;

/** The components a bloks field (or a rich-text field's inline blocks) takes: nested items, or every page block. */
export type AcceptedBlocks = readonly z.ZodObject[] | "page blocks";

export interface FieldDeclaration {
  field: FieldDefinition;
  blocks?: AcceptedBlocks;
}

export type ComponentGroup = "Content types" | "Page blocks" | "Content blocks" | "Nested items";

export interface ComponentDeclaration {
  name: string;
  display_name: string;
  group: ComponentGroup;
  is_root: boolean;
  is_nestable: boolean;
}

/** What editors see of a field: its label and a short hint under it. */
export interface FieldInfo {
  display?: string;
  description?: string;
}

const fields = new WeakMap<z.ZodType, FieldDeclaration>();
const components = new WeakMap<z.ZodType, ComponentDeclaration>();

/** The schema, now declaring the Storyblok field it validates. */
export function declareField<S extends z.ZodType>(schema: S, field: FieldDefinition, blocks?: AcceptedBlocks): S {
  fields.set(schema, blocks ? { field, blocks } : { field });
  return schema;
}

export function fieldDeclaration(schema: unknown): FieldDeclaration | undefined {
  return typeof schema === "object" && schema !== null ? fields.get(schema as z.ZodType) : undefined;
}

export function declareComponent<S extends z.ZodObject>(schema: S, component: ComponentDeclaration): S {
  components.set(schema, component);
  return schema;
}

export function componentDeclaration(schema: z.ZodType): ComponentDeclaration | undefined {
  return components.get(schema);
}

/** Keys Storyblok itself puts on every component's content, which are no fields of it. */
export const SYSTEM_KEYS: ReadonlySet<string> = new Set(["_uid", "component", "_editable"]);
