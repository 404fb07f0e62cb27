import type * as z from "zod";
import { defineBlock } from "../block";
import { asset, items, optionalText, richText } from "../fields";
import { linkItemSchema } from "../link-item";

export const contentBlockSchema = defineBlock(
  "content_block",
  { display: "Content block", group: "Page blocks" },
  {
    eyebrow: optionalText({ description: "A short label above the heading" }),
    heading: optionalText(),
    text: richText({ inlineBlocks: true }),
    image: asset(),
    links: items(linkItemSchema),
  },
);
export type ContentBlock = z.infer<typeof contentBlockSchema>;
