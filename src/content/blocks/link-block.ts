import * as z from "zod";
import { defineBlock } from "../block";
import { linkItemSchema } from "../link-item";

export const linkBlockSchema = defineBlock("link_block", {
  links: z.array(linkItemSchema).default([]),
  align: z.enum(["left", "center", "right"]).default("left"),
});
export type LinkBlock = z.infer<typeof linkBlockSchema>;
