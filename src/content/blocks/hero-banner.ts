import * as z from "zod";
import { defineBlock } from "../block";
import { optionalAsset, optionalText, text } from "../fields";
import { linkItemSchema } from "../link-item";

export const heroBannerSchema = defineBlock("hero_banner", {
  heading: text,
  text: optionalText,
  image: optionalAsset,
  video_url: optionalText,
  video: optionalAsset,
  links: z.array(linkItemSchema).default([]),
});
export type HeroBannerBlock = z.infer<typeof heroBannerSchema>;
