import type * as z from "zod";
import { defineBlock } from "../block";
import { link, optionalTextarea, text } from "../fields";

export const contactPanelSchema = defineBlock(
  "contact_panel",
  { display: "Contact panel", group: "Page blocks" },
  {
    form_heading: text(),
    form_text: optionalTextarea(),
    email: text(),
    phone: text(),
    address: optionalTextarea(),
    /** where to go after a successful enquiry instead of showing the thank-you text */
    success_redirect: link({ description: "Where to go after an enquiry is sent; without it, a thank-you message shows in place of the form" }),
  },
);
export type ContactPanelBlock = z.infer<typeof contactPanelSchema>;
