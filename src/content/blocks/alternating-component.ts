import * as z from "zod";
import { defineBlock } from "../block";
import { optionalAsset, optionalText, richText, text } from "../fields";
import { linkItemSchema } from "../link-item";

export const alternatingComponentSchema = defineBlock("alternating_component", {
  heading: text,
  text: richText,
  image: optionalAsset,
  video_url: optionalText,
  links: z.array(linkItemSchema).default([]),
  direction: z.enum(["left", "right"]).default("left"),
});
export type AlternatingComponentBlock = z.infer<typeof alternatingComponentSchema>;
