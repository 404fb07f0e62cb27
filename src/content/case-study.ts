import * as z from "zod";
import { defineContentType } from "./block";
import { asset, dateTime, optionalText, storyRefOf, storyRefs, textarea } from "./fields";
import { pageFields } from "./page-fields";

/** client is a client story uuid, or (older entries) an object carrying the name. */
const clientRef = z
  .union([z.string(), z.looseObject({ name: z.string() })])
  .nullable()
  .optional();

export const caseStudySchema = defineContentType(
  "case_study",
  { display: "Case study" },
  {
    ...pageFields,
    /** "YYYY-MM-DD HH:mm", as Storyblok's date-time field stores it */
    date: dateTime({ description: "When the project was delivered; case studies are listed newest first" }),
    image: asset({ description: "The still shown on cards and before the video plays" }),
    description: textarea({ description: "A sentence or two for cards and the case study's header" }),
    heading: optionalText({ description: "The title on cards; the story's name if empty" }),
    sector: storyRefs("sector", { display: "Sectors" }),
    client: storyRefOf(clientRef, "client"),
    service: storyRefs("service", { display: "Services", description: "The listing's service filter finds the case study by these" }),
    video_type: storyRefs("video_type", { display: "Video types" }),
    video_url: optionalText({ display: "Video URL", description: "A Vimeo or YouTube link; a #t=20s fragment starts it there" }),
    video: asset({ description: "An uploaded video, used when there is no video URL", filetypes: ["videos"] }),
  },
);
export type CaseStudyContent = z.infer<typeof caseStudySchema>;
