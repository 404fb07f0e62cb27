import type * as z from "zod";
import { defineBlock } from "../block";
import { boolean, option } from "../fields";

export const spacingBlockSchema = defineBlock(
  "spacing_block",
  { display: "Spacing block", group: "Content blocks" },
  {
    spacing_size: option(["small", "medium", "large"], "medium"),
    line: boolean({ description: "Draw a line across the middle of the space" }),
  },
);
export type SpacingBlock = z.infer<typeof spacingBlockSchema>;
