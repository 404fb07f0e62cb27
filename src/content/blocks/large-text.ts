import * as z from "zod";
import { defineBlock } from "../block";
import { text } from "../fields";

export const largeTextSchema = defineBlock("large_text", {
  text,
  align: z.enum(["left", "center"]).default("left"),
});
export type LargeTextBlock = z.infer<typeof largeTextSchema>;
