import type * as z from "zod";
import { defineBlock } from "../block";
import { items, option, optionalText, text } from "../fields";

export const checkmarkItemSchema = defineBlock("checkmark_item", { display: "Checkmark bullet", group: "Nested items" }, { text: text() });

export const checkmarkBlockSchema = defineBlock(
  "checkmark_block",
  { display: "Checkmark block", group: "Page blocks" },
  {
    heading: optionalText(),
    columns: option(["1", "2"], "1", { description: "The bullets in one column or two" }),
    items: items(checkmarkItemSchema, { display: "Bullets" }),
  },
);
export type CheckmarkBlock = z.infer<typeof checkmarkBlockSchema>;
