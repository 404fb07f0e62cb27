import type * as z from "zod";
import { defineBlock } from "../block";
import { items, optionalText } from "../fields";
import { alternatingComponentSchema } from "./alternating-component";

export const alternatingBlockSchema = defineBlock(
  "alternating_block",
  { display: "Alternating block", group: "Page blocks" },
  {
    heading: optionalText(),
    items: items(alternatingComponentSchema, { description: "Rows of image and text, the image side alternating" }),
  },
);
export type AlternatingBlock = z.infer<typeof alternatingBlockSchema>;
