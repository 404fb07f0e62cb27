import * as z from "zod";
import { defineBlock } from "../block";
import { optionalAsset, optionalText, text } from "../fields";
import { linkItemSchema } from "../link-item";

export const videoCtaSchema = defineBlock("video_cta", {
  heading: text,
  text: optionalText,
  video_url: optionalText,
  image: optionalAsset,
  links: z.array(linkItemSchema).default([]),
});
export type VideoCtaBlock = z.infer<typeof videoCtaSchema>;
