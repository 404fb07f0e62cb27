import * as z from "zod";
import { optionalAsset, optionalText, richText, text } from "./fields";
import { pageFields } from "./page-fields";

export const serviceSchema = z.object({
  component: z.literal("service"),
  ...pageFields,
  image: optionalAsset,
  heading: richText,
  description: richText,
  excerpt: text,
  /** lucide icon name shown in the services mega menu and cards */
  icon: optionalText,
  video: optionalAsset,
  video_url: optionalText,
});
export type ServiceContent = z.infer<typeof serviceSchema>;
