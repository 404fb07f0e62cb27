import type * as z from "zod";
import { defineBlock } from "../block";
import { items, optionalText, richText, text } from "../fields";

export const faqItemSchema = defineBlock("faq_item", { display: "FAQ entry", group: "Nested items" }, { question: text(), answer: richText({ inlineBlocks: true }) });

export const faqsSchema = defineBlock(
  "faqs",
  { display: "FAQs", group: "Page blocks" },
  {
    heading: optionalText(),
    items: items(faqItemSchema, { display: "Questions" }),
  },
);
export type FaqItemBlock = z.infer<typeof faqItemSchema>;
export type FaqsBlock = z.infer<typeof faqsSchema>;
