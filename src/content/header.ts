import * as z from "zod";
import { linkItemSchema } from "./link-item";

export const headerSchema = z.object({
  component: z.literal("header"),
  _uid: z.string().optional(),
  /** the Visual Editor's hook (draft content only) */
  _editable: z.string().optional(),
  links: z.array(linkItemSchema).default([]),
});
export type HeaderContent = z.infer<typeof headerSchema>;
