import type * as z from "zod";
import { defineBlock } from "../block";
import { link, numberLike, optionalText } from "../fields";

export const recentCaseStudiesSchema = defineBlock(
  "recent_case_studies",
  { display: "Recent case studies", group: "Page blocks" },
  {
    heading: optionalText(),
    count: numberLike({ description: "How many of the newest case studies to show" }),
    link_label: optionalText(),
    link: link(),
  },
);
export type RecentCaseStudiesBlock = z.infer<typeof recentCaseStudiesSchema>;
