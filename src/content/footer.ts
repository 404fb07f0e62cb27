import * as z from "zod";
import { optionalAsset, text } from "./fields";
import { linkItemSchema } from "./link-item";

export const footerSchema = z.object({
  component: z.literal("footer"),
  _uid: z.string().optional(),
  /** the Visual Editor's hook (draft content only) */
  _editable: z.string().optional(),
  text,
  email: text,
  phone: text,
  graphic: optionalAsset,
  site_links: z.array(linkItemSchema).default([]),
});
export type FooterContent = z.infer<typeof footerSchema>;
