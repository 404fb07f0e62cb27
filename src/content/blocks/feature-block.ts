import type * as z from "zod";
import { defineBlock } from "../block";
import { asset, items, option, optionalText, richText } from "../fields";
import { linkItemSchema } from "../link-item";

export const featureBlockSchema = defineBlock(
  "feature_block",
  { display: "Feature block", group: "Page blocks" },
  {
    heading: optionalText(),
    description: richText({ inlineBlocks: true }),
    image: asset(),
    graphic: asset({ description: "A decorative graphic behind the image" }),
    video_url: optionalText({ display: "Video URL", description: "A Vimeo or YouTube link, opened in an overlay from the image" }),
    buttons: items(linkItemSchema),
    direction: option(["left", "right"], "left", { description: "The side the image is on" }),
  },
);
export type FeatureBlock = z.infer<typeof featureBlockSchema>;
