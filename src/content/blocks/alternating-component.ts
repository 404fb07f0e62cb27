import type * as z from "zod";
import { defineBlock } from "../block";
import { asset, items, option, optionalText, richText, text } from "../fields";
import { linkItemSchema } from "../link-item";

export const alternatingComponentSchema = defineBlock(
  "alternating_component",
  { display: "Alternating row", group: "Page blocks" },
  {
    heading: text(),
    text: richText({ inlineBlocks: true }),
    image: asset(),
    video_url: optionalText({ display: "Video URL", description: "A Vimeo or YouTube link, played in place of the image" }),
    links: items(linkItemSchema),
    direction: option(["left", "right"], "left", { description: "The side the image is on" }),
  },
);
export type AlternatingComponentBlock = z.infer<typeof alternatingComponentSchema>;
