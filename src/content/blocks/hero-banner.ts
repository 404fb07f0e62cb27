import type * as z from "zod";
import { defineBlock } from "../block";
import { asset, items, optionalText, optionalTextarea, text } from "../fields";
import { linkItemSchema } from "../link-item";

export const heroBannerSchema = defineBlock(
  "hero_banner",
  { display: "Hero banner", group: "Page blocks" },
  {
    heading: text({ description: "The page's top heading" }),
    text: optionalTextarea(),
    image: asset({ description: "Shown behind the heading, and before the video plays" }),
    video_url: optionalText({ display: "Video URL", description: "A Vimeo or YouTube link, played muted behind the heading" }),
    video: asset({ description: "An uploaded video, used when there is no video URL", filetypes: ["videos"] }),
    links: items(linkItemSchema, { display: "Buttons" }),
  },
);
export type HeroBannerBlock = z.infer<typeof heroBannerSchema>;
