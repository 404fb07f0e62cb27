import type * as z from "zod";
import { defineBlock } from "../block";
import { optionalText } from "../fields";
import { imageBlockShape } from "./image-block";

export const imageVideoBlockSchema = defineBlock("image_video_block", {
  ...imageBlockShape,
  video_url: optionalText,
});
export type ImageVideoBlock = z.infer<typeof imageVideoBlockSchema>;
