import type * as z from "zod";
import { GALLERY_SECONDARY_MAX } from "../../lib/constants";
import { defineBlock } from "../block";
import { asset, items, optionalText } from "../fields";

export const galleryItemSchema = defineBlock(
  "gallery_item",
  { display: "Gallery item", group: "Nested items" },
  {
    image: asset(),
    video_url: optionalText({ display: "Video URL", description: "A Vimeo or YouTube link, played in place of the image" }),
    caption: optionalText(),
  },
);

/** The first item is featured; up to 2 more are shown beside it. */
export const galleryGridSchema = defineBlock(
  "gallery_grid",
  { display: "Gallery grid", group: "Page blocks" },
  {
    heading: optionalText(),
    items: items(galleryItemSchema, { description: "The first is featured; the next two are shown beside it", maximum: 1 + GALLERY_SECONDARY_MAX }),
  },
);
export type GalleryGridBlock = z.infer<typeof galleryGridSchema>;
