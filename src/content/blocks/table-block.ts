import * as z from "zod";
import { defineBlock } from "../block";
import { boolean, optionalText } from "../fields";

const cell = z.object({ value: z.string().default("") });

/** Storyblok's table field: a header row and body rows of cells. */
export const tableSchema = z.object({
  thead: z.array(cell).default([]),
  tbody: z.array(z.object({ body: z.array(cell).default([]) })).default([]),
});

export const tableBlockSchema = defineBlock("table_block", {
  caption: optionalText,
  isCookieTable: boolean,
  table: tableSchema,
  options: z.enum(["collapsed", "normal", "stickyFirstColumn"]).default("normal"),
});
export type TableBlock = z.infer<typeof tableBlockSchema>;
