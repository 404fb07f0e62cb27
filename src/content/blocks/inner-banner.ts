import type * as z from "zod";
import { defineBlock } from "../block";
import { asset, option, optionalTextarea, text } from "../fields";

export const innerBannerSchema = defineBlock(
  "inner_banner",
  { display: "Inner banner", group: "Page blocks" },
  {
    heading: text({ description: "The page's top heading" }),
    text: optionalTextarea(),
    image: asset(),
    align: option(["left", "center"], "left"),
  },
);
export type InnerBannerBlock = z.infer<typeof innerBannerSchema>;
