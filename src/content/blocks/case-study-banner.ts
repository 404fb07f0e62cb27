import type * as z from "zod";
import { defineBlock } from "../block";
import { asset, optionalText } from "../fields";

/** Title, video and facts bar of a case study; facts come from the case study being shown. */
export const caseStudyBannerSchema = defineBlock(
  "case_study_banner",
  { display: "Case study banner", group: "Page blocks" },
  {
    title: optionalText({ description: "The case study's name if empty" }),
    video_url: optionalText({ display: "Video URL", description: "A Vimeo or YouTube link" }),
    image: asset({ description: "The still shown before the video plays" }),
  },
);
export type CaseStudyBannerBlock = z.infer<typeof caseStudyBannerSchema>;
