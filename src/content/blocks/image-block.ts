import * as z from "zod";
import { defineBlock } from "../block";
import { numberLike, optionalAsset, optionalText } from "../fields";

export const imageBlockShape = {
  image: optionalAsset,
  caption: optionalText,
  proportions: z.enum(["cover", "contain"]).default("cover"),
  align: z.enum(["left", "center", "right"]).default("center"),
  /** percent of the column, applied above the 768 px breakpoint (default 100) */
  width: numberLike,
  /** pixels, applied above the 768 px breakpoint (default 434) */
  height: numberLike,
  margin_top: numberLike,
};

export const imageBlockSchema = defineBlock("image_block", imageBlockShape);
export type ImageBlock = z.infer<typeof imageBlockSchema>;
