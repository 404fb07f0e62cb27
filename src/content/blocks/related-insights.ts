import type * as z from "zod";
import { defineBlock } from "../block";
import { optionalText, storyRefs } from "../fields";

/** Up to 3 articles: the editor's picks, else the same category as the current one. */
export const relatedInsightsSchema = defineBlock(
  "related_insights",
  { display: "Related insights", group: "Page blocks" },
  {
    heading: optionalText(),
    articles: storyRefs("article", { description: "Up to 3 are shown; if none are chosen, those of the same category" }),
  },
);
export type RelatedInsightsBlock = z.infer<typeof relatedInsightsSchema>;
