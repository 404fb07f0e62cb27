import type * as z from "zod";
import { blockList, defineBlock } from "../block";
import { option } from "../fields";

/** A section that holds other blocks in the reading column or the wide one. */
export const contentAreaSchema = defineBlock(
  "content_area",
  { display: "Content area", group: "Page blocks" },
  {
    body: blockList({ description: "The blocks inside the section" }),
    width: option(["narrow", "wide"], "narrow", { description: "The reading column, or the page's full width" }),
    background: option(["light", "muted", "dark"], "light"),
  },
);
export type ContentAreaBlock = z.infer<typeof contentAreaSchema>;
