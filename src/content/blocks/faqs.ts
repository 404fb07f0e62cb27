import * as z from "zod";
import { defineBlock } from "../block";
import { optionalText, richText, text } from "../fields";

export const faqItemSchema = defineBlock("faq_item", { question: text, answer: richText });

export const faqsSchema = defineBlock("faqs", {
  heading: optionalText,
  items: z.array(faqItemSchema).default([]),
});
export type FaqItemBlock = z.infer<typeof faqItemSchema>;
export type FaqsBlock = z.infer<typeof faqsSchema>;
