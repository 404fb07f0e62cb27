import type * as z from "zod";
import { defineBlock } from "../block";
import { optionalText } from "../fields";
import { imageBlockShape } from "./image-block";

export const imageVideoBlockSchema = defineBlock(
  "image_video_block",
  { display: "Image-video block", group: "Content blocks" },
  {
    ...imageBlockShape,
    video_url: optionalText({ display: "Video URL", description: "A Vimeo or YouTube link, played in place of the image" }),
  },
);
export type ImageVideoBlock = z.infer<typeof imageVideoBlockSchema>;
