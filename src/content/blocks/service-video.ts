import type * as z from "zod";
import { defineBlock } from "../block";
import { asset, optionalText } from "../fields";

/** A video that expands from a card to full width as the visitor scrolls. */
export const serviceVideoSchema = defineBlock(
  "service_video",
  { display: "Service video", group: "Page blocks" },
  {
    heading: optionalText(),
    video_url: optionalText({ display: "Video URL", description: "A Vimeo or YouTube link; it grows to full width as visitors scroll" }),
    image: asset({ description: "The still shown before the video plays" }),
  },
);
export type ServiceVideoBlock = z.infer<typeof serviceVideoSchema>;
