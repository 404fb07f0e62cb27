import type * as z from "zod";
import { defineBlock } from "../block";
import { items, optionalText, optionalTextarea, text, textarea } from "../fields";

export const whyChooseItemSchema = defineBlock(
  "why_choose_item",
  { display: "Why-choose entry", group: "Nested items" },
  {
    heading: text(),
    description: textarea(),
    icon: optionalText({ description: "A lucide icon name (lucide.dev/icons), e.g. heart" }),
  },
);

export const whyChooseBlockSchema = defineBlock(
  "why_choose_block",
  { display: "Why-choose block", group: "Page blocks" },
  {
    heading: optionalText(),
    text: optionalTextarea(),
    items: items(whyChooseItemSchema, { display: "Reasons" }),
  },
);
export type WhyChooseBlock = z.infer<typeof whyChooseBlockSchema>;
