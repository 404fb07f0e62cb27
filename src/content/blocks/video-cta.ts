import type * as z from "zod";
import { defineBlock } from "../block";
import { asset, items, optionalText, optionalTextarea, text } from "../fields";
import { linkItemSchema } from "../link-item";

export const videoCtaSchema = defineBlock(
  "video_cta",
  { display: "Video CTA", group: "Page blocks" },
  {
    heading: text(),
    text: optionalTextarea(),
    video_url: optionalText({ display: "Video URL", description: "A Vimeo or YouTube link" }),
    image: asset({ description: "The still shown before the video plays" }),
    links: items(linkItemSchema, { display: "Buttons" }),
  },
);
export type VideoCtaBlock = z.infer<typeof videoCtaSchema>;
