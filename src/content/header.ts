import type * as z from "zod";
import { defineContentType } from "./block";
import { items } from "./fields";
import { linkItemSchema } from "./link-item";

export const headerSchema = defineContentType(
  "header",
  { display: "Header" },
  { links: items(linkItemSchema, { description: "The menu, in order; a link with sublinks opens a submenu" }) },
);
export type HeaderContent = z.infer<typeof headerSchema>;
