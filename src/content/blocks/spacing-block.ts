import * as z from "zod";
import { defineBlock } from "../block";
import { boolean } from "../fields";

export const spacingBlockSchema = defineBlock("spacing_block", {
  spacing_size: z.enum(["small", "medium", "large"]).default("medium"),
  line: boolean,
});
export type SpacingBlock = z.infer<typeof spacingBlockSchema>;
