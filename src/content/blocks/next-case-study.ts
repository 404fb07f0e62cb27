import type * as z from "zod";
import { defineBlock } from "../block";
import { optionalText } from "../fields";

/** Card for the following case study; case_study picks one, else the next by date. */
export const nextCaseStudySchema = defineBlock("next_case_study", {
  label: optionalText,
  case_study: optionalText,
});
export type NextCaseStudyBlock = z.infer<typeof nextCaseStudySchema>;
