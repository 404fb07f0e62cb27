import type * as z from "zod";
import { defineContentType } from "./block";
import { asset, optionalText, optionalTextarea } from "./fields";
import { pageFields } from "./page-fields";

export const clientSchema = defineContentType(
  "client",
  { display: "Client" },
  {
    ...pageFields,
    logo: asset({ description: "Shown in the client logo blocks" }),
    description: optionalTextarea(),
    website: optionalText({ description: "The client's own site, https://…" }),
  },
);
export type ClientContent = z.infer<typeof clientSchema>;
