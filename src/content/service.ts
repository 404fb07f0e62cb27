import type * as z from "zod";
import { defineContentType } from "./block";
import { asset, optionalText, richText, textarea } from "./fields";
import { pageFields } from "./page-fields";

export const serviceSchema = defineContentType(
  "service",
  { display: "Service" },
  {
    ...pageFields,
    image: asset({ description: "The service's card and header image" }),
    heading: richText({ description: "The header's title; each paragraph is a line. The story's name if empty" }),
    description: richText({ inlineBlocks: true, description: "The text under the header's title" }),
    excerpt: textarea({ description: "A sentence or two for the service's card" }),
    /** lucide icon name shown in the services mega menu and cards */
    icon: optionalText({ description: "A lucide icon name (lucide.dev/icons), e.g. clapperboard; shown in the menu and on cards" }),
    video: asset({ description: "An uploaded video, used when there is no video URL", filetypes: ["videos"] }),
    video_url: optionalText({ display: "Video URL", description: "A Vimeo or YouTube link" }),
  },
);
export type ServiceContent = z.infer<typeof serviceSchema>;
