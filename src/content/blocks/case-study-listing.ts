import * as z from "zod";
import { defineBlock } from "../block";
import { optionalText } from "../fields";

export const caseStudyListingSchema = defineBlock("case_study_listing", {
  heading: optionalText,
  show_filter: z.boolean().default(true),
});
export type CaseStudyListingBlock = z.infer<typeof caseStudyListingSchema>;
