import type * as z from "zod";
import { defineBlock } from "../block";
import { link, optionalText, optionalTextarea, storyRefs } from "../fields";

/** Up to 6 service cards. */
export const serviceBlockSchema = defineBlock(
  "service_block",
  { display: "Service block", group: "Page blocks" },
  {
    heading: optionalText(),
    text: optionalTextarea(),
    services: storyRefs("service", { description: "Up to 6 are shown as cards" }),
    link_label: optionalText(),
    link: link(),
  },
);
export type ServiceBlock = z.infer<typeof serviceBlockSchema>;
