import * as z from "zod";
import { defineBlock } from "../block";
import { optionalText, text } from "../fields";

export const checkmarkItemSchema = defineBlock("checkmark_item", { text });

export const checkmarkBlockSchema = defineBlock("checkmark_block", {
  heading: optionalText,
  columns: z.enum(["1", "2"]).default("1"),
  items: z.array(checkmarkItemSchema).default([]),
});
export type CheckmarkBlock = z.infer<typeof checkmarkBlockSchema>;
