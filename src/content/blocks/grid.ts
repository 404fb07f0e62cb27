import * as z from "zod";
import { blockList, defineBlock } from "../block";
import { declareField } from "../model/declaration";

const range = (max: number) => Array.from({ length: max }, (_, i) => String(i + 1)) as [string, ...string[]];

/** How many columns or rows, 1 to max; Storyblok's option field sends the number as a string. */
const count = (max: number, description: string) =>
  declareField(
    z.preprocess((v) => (v === "" || v === undefined ? undefined : Number(v)), z.number().int().min(1).max(max).default(1)),
    { type: "option", source: "self", options: range(max).map((value) => ({ name: value, value })), default_value: "1", description },
  );

/** A grid of 1 to 12 columns and 1 to 6 rows holding other blocks. */
export const gridSchema = defineBlock(
  "grid",
  { display: "Grid", group: "Page blocks" },
  {
    columns: count(12, "Columns on wide screens; phones show one"),
    rows: count(6, "Rows of the grid"),
    items: blockList({ description: "The blocks in the grid's cells, row by row" }),
  },
);
export type GridBlock = z.infer<typeof gridSchema>;
