import type * as z from "zod";
import { defineBlock } from "../block";
import { boolean, optionalText } from "../fields";

export const caseStudyListingSchema = defineBlock(
  "case_study_listing",
  { display: "Case study listing", group: "Page blocks" },
  {
    heading: optionalText(),
    show_filter: boolean({ default: true, description: "Let visitors filter the case studies by service" }),
  },
);
export type CaseStudyListingBlock = z.infer<typeof caseStudyListingSchema>;
