import type * as z from "zod";
import { defineBlock } from "../block";
import { option, textarea } from "../fields";

export const largeTextSchema = defineBlock(
  "large_text",
  { display: "Large text", group: "Page blocks" },
  {
    text: textarea(),
    align: option(["left", "center"], "left"),
  },
);
export type LargeTextBlock = z.infer<typeof largeTextSchema>;
