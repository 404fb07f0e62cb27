import * as z from "zod";
import { blockList, defineBlock } from "../block";

const count = (max: number) => z.preprocess((v) => (v === "" || v === undefined ? undefined : Number(v)), z.number().int().min(1).max(max).default(1));

/** A grid of 1 to 12 columns and 1 to 6 rows holding other blocks. */
export const gridSchema = defineBlock("grid", {
  columns: count(12),
  rows: count(6),
  items: blockList(),
});
export type GridBlock = z.infer<typeof gridSchema>;
