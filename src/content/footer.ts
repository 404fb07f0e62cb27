import type * as z from "zod";
import { defineContentType } from "./block";
import { asset, items, text, textarea } from "./fields";
import { linkItemSchema } from "./link-item";

export const footerSchema = defineContentType(
  "footer",
  { display: "Footer" },
  {
    text: textarea({ description: "The invitation above the contact details" }),
    email: text(),
    phone: text(),
    graphic: asset({ description: "The decorative graphic beside the footer's text" }),
    site_links: items(linkItemSchema, { description: "The footer's links, in order" }),
  },
);
export type FooterContent = z.infer<typeof footerSchema>;
