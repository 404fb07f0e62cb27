import type * as z from "zod";
import { defineBlock } from "../block";
import { optionalAsset, optionalText } from "../fields";

/** Title, video and facts bar of a case study; facts come from the case study being shown. */
export const caseStudyBannerSchema = defineBlock("case_study_banner", {
  title: optionalText,
  video_url: optionalText,
  image: optionalAsset,
});
export type CaseStudyBannerBlock = z.infer<typeof caseStudyBannerSchema>;
