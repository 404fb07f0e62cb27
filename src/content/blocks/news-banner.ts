import type * as z from "zod";
import { defineBlock } from "../block";
import { optionalText } from "../fields";

/** Highlights one insight article (the chosen one, else the newest). */
export const newsBannerSchema = defineBlock("news_banner", {
  heading: optionalText,
  article: optionalText,
});
export type NewsBannerBlock = z.infer<typeof newsBannerSchema>;
