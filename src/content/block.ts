// How a block or content type is declared: its fields (field helpers from fields.ts) and how it
// appears in Storyblok. Fields holding nested blocks of any type are declared with blockList():
// the loader validates each child against its own schema and drops only the bad child, so one
// broken block never takes its parent (or the page) down with it.
import * as z from "zod";
import { bloksField } from "./fields";
import { type ComponentGroup, declareComponent, declareField, type FieldInfo, fieldDeclaration } from "./model/declaration";

export const rawBlock = z.looseObject({ _uid: z.string(), component: z.string() });
export type RawBlock = z.infer<typeof rawBlock>;

/** Page blocks of any type. */
export function blockList(info: FieldInfo = {}) {
  return declareField(z.array(rawBlock).default([]), bloksField(info), "page blocks");
}

export function isBlockList(schema: unknown): boolean {
  const declaration = fieldDeclaration(schema);
  return declaration?.field.type === "bloks" && declaration.blocks === "page blocks";
}

interface BlockInfo {
  display: string;
  group: Exclude<ComponentGroup, "Content types">;
}

export function defineBlock<N extends string, S extends z.ZodRawShape>(name: N, info: BlockInfo, shape: S) {
  const schema = z.object({
    _uid: z.string(),
    component: z.literal(name),
    _editable: z.string().optional(),
    ...shape,
  });
  return declareComponent(schema, { name, display_name: info.display, group: info.group, is_root: false, is_nestable: true });
}

/** A story's content: `_uid` and `_editable` (draft content only) come with it. */
export function defineContentType<N extends string, S extends z.ZodRawShape>(name: N, info: { display: string }, shape: S) {
  const schema = z.object({
    component: z.literal(name),
    _uid: z.string().optional(),
    /** the Visual Editor's hook (draft content only) */
    _editable: z.string().optional(),
    ...shape,
  });
  return declareComponent(schema, { name, display_name: info.display, group: "Content types", is_root: true, is_nestable: false });
}
