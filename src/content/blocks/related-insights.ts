import type * as z from "zod";
import { defineBlock } from "../block";
import { optionalText, uuidList } from "../fields";

/** Up to 3 articles: the editor's picks, else the same category as the current one. */
export const relatedInsightsSchema = defineBlock("related_insights", {
  heading: optionalText,
  articles: uuidList,
});
export type RelatedInsightsBlock = z.infer<typeof relatedInsightsSchema>;
