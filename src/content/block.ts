// How a block schema is declared. Fields holding nested blocks of any type are
// declared with blockList(): the loader validates each child against its own
// schema and drops only the bad child, so one broken block never takes its
// parent (or the page) down with it.
import * as z from "zod";

export const rawBlock = z.looseObject({ _uid: z.string(), component: z.string() });
export type RawBlock = z.infer<typeof rawBlock>;

const blockListFields = new WeakSet<z.ZodType>();

export function blockList() {
  const schema = z.array(rawBlock).default([]);
  blockListFields.add(schema);
  return schema;
}

export function isBlockList(schema: unknown): boolean {
  return typeof schema === "object" && schema !== null && blockListFields.has(schema as z.ZodType);
}

export function defineBlock<N extends string, S extends z.ZodRawShape>(name: N, shape: S) {
  return z.object({
    _uid: z.string(),
    component: z.literal(name),
    _editable: z.string().optional(),
    ...shape,
  });
}
