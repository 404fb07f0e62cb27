import * as z from "zod";
import { optionalAsset, optionalText, text, uuidList } from "./fields";
import { pageFields } from "./page-fields";

/** client is a client story uuid, or (older entries) an object carrying the name. */
const clientRef = z
  .union([z.string(), z.looseObject({ name: z.string() })])
  .nullable()
  .optional();

export const caseStudySchema = z.object({
  component: z.literal("case_study"),
  ...pageFields,
  /** "YYYY-MM-DD HH:mm", as Storyblok's date-time field stores it */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/, "expected YYYY-MM-DD HH:mm"),
  image: optionalAsset,
  description: text,
  heading: optionalText,
  sector: uuidList,
  client: clientRef,
  service: uuidList,
  video_type: uuidList,
  video_url: optionalText,
  video: optionalAsset,
});
export type CaseStudyContent = z.infer<typeof caseStudySchema>;
