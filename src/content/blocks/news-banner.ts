import type * as z from "zod";
import { defineBlock } from "../block";
import { optionalText, storyRef } from "../fields";

/** Highlights one insight article (the chosen one, else the newest). */
export const newsBannerSchema = defineBlock(
  "news_banner",
  { display: "News banner", group: "Page blocks" },
  {
    heading: optionalText(),
    article: storyRef("article", { description: "The article to highlight; the newest if none is chosen" }),
  },
);
export type NewsBannerBlock = z.infer<typeof newsBannerSchema>;
