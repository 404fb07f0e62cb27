import * as z from "zod";
import { defineBlock } from "./block";
import { multilinkSchema, optionalText, text } from "./fields";

const linkItemShape = {
  label: text,
  link: multilinkSchema.optional(),
  /** lucide icon name, used by the services mega menu */
  icon: optionalText,
  isMegamenu: z.boolean().default(false),
  target: z.enum(["_self", "_blank"]).optional(),
  /** "button" styles the link as a button (Contact in the header) */
  type: z.enum(["link", "button", "primary", "secondary"]).default("link"),
};

export const subLinkSchema = defineBlock("link", linkItemShape);

/** A navigation or call-to-action link, as the header, footer and link blocks use it. */
export const linkItemSchema = defineBlock("link", {
  ...linkItemShape,
  sublinks: z.array(subLinkSchema).default([]),
});
export type LinkItem = z.infer<typeof linkItemSchema>;
