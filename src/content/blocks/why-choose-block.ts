import * as z from "zod";
import { defineBlock } from "../block";
import { optionalText, text } from "../fields";

export const whyChooseItemSchema = defineBlock("why_choose_item", {
  heading: text,
  description: text,
  icon: optionalText,
});

export const whyChooseBlockSchema = defineBlock("why_choose_block", {
  heading: optionalText,
  text: optionalText,
  items: z.array(whyChooseItemSchema).default([]),
});
export type WhyChooseBlock = z.infer<typeof whyChooseBlockSchema>;
