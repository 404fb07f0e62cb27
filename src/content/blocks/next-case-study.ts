import type * as z from "zod";
import { defineBlock } from "../block";
import { optionalText, storyRef } from "../fields";

/** Card for the following case study; case_study picks one, else the next by date. */
export const nextCaseStudySchema = defineBlock(
  "next_case_study",
  { display: "Next case study", group: "Page blocks" },
  {
    label: optionalText(),
    case_study: storyRef("case_study", { description: "The case study to show; the next by date if none is chosen" }),
  },
);
export type NextCaseStudyBlock = z.infer<typeof nextCaseStudySchema>;
