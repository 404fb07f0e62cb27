import * as z from "zod";
import { defineBlock } from "../block";
import { optionalAsset, optionalText, text } from "../fields";

export const innerBannerSchema = defineBlock("inner_banner", {
  heading: text,
  text: optionalText,
  image: optionalAsset,
  align: z.enum(["left", "center"]).default("left"),
});
export type InnerBannerBlock = z.infer<typeof innerBannerSchema>;
