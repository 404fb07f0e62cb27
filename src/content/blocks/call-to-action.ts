import type * as z from "zod";
import { defineBlock } from "../block";
import { asset, items, optionalTextarea, text } from "../fields";
import { linkItemSchema } from "../link-item";

export const callToActionSchema = defineBlock(
  "call_to_action",
  { display: "Call to action", group: "Page blocks" },
  {
    heading: text(),
    text: optionalTextarea(),
    image: asset(),
    links: items(linkItemSchema, { display: "Buttons" }),
  },
);
export type CallToActionBlock = z.infer<typeof callToActionSchema>;
