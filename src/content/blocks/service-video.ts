import type * as z from "zod";
import { defineBlock } from "../block";
import { optionalAsset, optionalText } from "../fields";

/** A video that expands from a card to full width as the visitor scrolls. */
export const serviceVideoSchema = defineBlock("service_video", {
  heading: optionalText,
  video_url: optionalText,
  image: optionalAsset,
});
export type ServiceVideoBlock = z.infer<typeof serviceVideoSchema>;
