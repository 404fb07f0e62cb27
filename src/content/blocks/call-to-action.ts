import * as z from "zod";
import { defineBlock } from "../block";
import { optionalAsset, optionalText, text } from "../fields";
import { linkItemSchema } from "../link-item";

export const callToActionSchema = defineBlock("call_to_action", {
  heading: text,
  text: optionalText,
  image: optionalAsset,
  links: z.array(linkItemSchema).default([]),
});
export type CallToActionBlock = z.infer<typeof callToActionSchema>;
