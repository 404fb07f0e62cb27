import type * as z from "zod";
import { defineBlock } from "../block";
import { multilinkSchema, numberLike, optionalText } from "../fields";

export const recentCaseStudiesSchema = defineBlock("recent_case_studies", {
  heading: optionalText,
  count: numberLike,
  link_label: optionalText,
  link: multilinkSchema.optional(),
});
export type RecentCaseStudiesBlock = z.infer<typeof recentCaseStudiesSchema>;
