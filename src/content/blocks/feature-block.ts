import * as z from "zod";
import { defineBlock } from "../block";
import { optionalAsset, optionalText, richText } from "../fields";
import { linkItemSchema } from "../link-item";

export const featureBlockSchema = defineBlock("feature_block", {
  heading: optionalText,
  description: richText,
  image: optionalAsset,
  graphic: optionalAsset,
  video_url: optionalText,
  buttons: z.array(linkItemSchema).default([]),
  direction: z.enum(["left", "right"]).default("left"),
});
export type FeatureBlock = z.infer<typeof featureBlockSchema>;
