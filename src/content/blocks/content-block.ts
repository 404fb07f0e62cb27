import * as z from "zod";
import { defineBlock } from "../block";
import { optionalAsset, optionalText, richText } from "../fields";
import { linkItemSchema } from "../link-item";

export const contentBlockSchema = defineBlock("content_block", {
  eyebrow: optionalText,
  heading: optionalText,
  text: richText,
  image: optionalAsset,
  links: z.array(linkItemSchema).default([]),
});
export type ContentBlock = z.infer<typeof contentBlockSchema>;
