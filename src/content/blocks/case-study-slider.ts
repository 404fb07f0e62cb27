import type * as z from "zod";
import { defineBlock } from "../block";
import { optionalText, storyRefs } from "../fields";

/** Hero slider: the chosen case studies, one at a time, 10 s apart. */
export const caseStudySliderSchema = defineBlock(
  "case_study_slider",
  { display: "Case study slider", group: "Page blocks" },
  {
    heading: optionalText(),
    case_studies: storyRefs("case_study", { description: "Shown one at a time, 10 seconds apart" }),
  },
);
export type CaseStudySliderBlock = z.infer<typeof caseStudySliderSchema>;
