import type * as z from "zod";
import { defineBlock } from "../block";
import { optionalText, uuidList } from "../fields";

/** Hero slider: the chosen case studies, one at a time, 10 s apart. */
export const caseStudySliderSchema = defineBlock("case_study_slider", {
  heading: optionalText,
  case_studies: uuidList,
});
export type CaseStudySliderBlock = z.infer<typeof caseStudySliderSchema>;
