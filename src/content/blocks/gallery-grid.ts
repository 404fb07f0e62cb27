import * as z from "zod";
import { defineBlock } from "../block";
import { optionalAsset, optionalText } from "../fields";

export const galleryItemSchema = defineBlock("gallery_item", {
  image: optionalAsset,
  video_url: optionalText,
  caption: optionalText,
});

/** The first item is featured; up to 2 more are shown beside it. */
export const galleryGridSchema = defineBlock("gallery_grid", {
  heading: optionalText,
  items: z.array(galleryItemSchema).default([]),
});
export type GalleryGridBlock = z.infer<typeof galleryGridSchema>;
