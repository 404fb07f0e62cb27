import * as z from "zod";
import { blockList, defineBlock } from "../block";

/** A section that holds other blocks in the reading column or the wide one. */
export const contentAreaSchema = defineBlock("content_area", {
  body: blockList(),
  width: z.enum(["narrow", "wide"]).default("narrow"),
  background: z.enum(["light", "muted", "dark"]).default("light"),
});
export type ContentAreaBlock = z.infer<typeof contentAreaSchema>;
