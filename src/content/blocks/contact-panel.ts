import type * as z from "zod";
import { defineBlock } from "../block";
import { multilinkSchema, optionalText, text } from "../fields";

export const contactPanelSchema = defineBlock("contact_panel", {
  form_heading: text,
  form_text: optionalText,
  email: text,
  phone: text,
  address: optionalText,
  /** where to go after a successful enquiry instead of showing the thank-you text */
  success_redirect: multilinkSchema.optional(),
});
export type ContactPanelBlock = z.infer<typeof contactPanelSchema>;
