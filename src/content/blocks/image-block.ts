import type * as z from "zod";
import { defineBlock } from "../block";
import { asset, numberLike, option, optionalText } from "../fields";

export const imageBlockShape = {
  image: asset(),
  caption: optionalText(),
  proportions: option(["cover", "contain"], "cover", { description: "Fill the frame (cropping the image), or show the whole image" }),
  align: option(["left", "center", "right"], "center"),
  /** percent of the column, applied above the 768 px breakpoint (default 100) */
  width: numberLike({ description: "Percent of the column on wide screens (100 if empty)" }),
  /** pixels, applied above the 768 px breakpoint (default 434) */
  height: numberLike({ description: "Pixels on wide screens (434 if empty)" }),
  margin_top: numberLike({ description: "Space above, in pixels" }),
};

export const imageBlockSchema = defineBlock("image_block", { display: "Image block", group: "Content blocks" }, imageBlockShape);
export type ImageBlock = z.infer<typeof imageBlockSchema>;
