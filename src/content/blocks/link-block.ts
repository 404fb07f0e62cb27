import type * as z from "zod";
import { defineBlock } from "../block";
import { items, option } from "../fields";
import { linkItemSchema } from "../link-item";

export const linkBlockSchema = defineBlock(
  "link_block",
  { display: "Link block", group: "Content blocks" },
  {
    links: items(linkItemSchema),
    align: option(["left", "center", "right"], "left"),
  },
);
export type LinkBlock = z.infer<typeof linkBlockSchema>;
