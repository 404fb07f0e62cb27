import type * as z from "zod";
import { defineBlock } from "../block";
import { multilinkSchema, optionalText, uuidList } from "../fields";

/** Up to 6 service cards. */
export const serviceBlockSchema = defineBlock("service_block", {
  heading: optionalText,
  text: optionalText,
  services: uuidList,
  link_label: optionalText,
  link: multilinkSchema.optional(),
});
export type ServiceBlock = z.infer<typeof serviceBlockSchema>;
