import type * as z from "zod";
import { defineBlock } from "../block";
import { optionalText } from "../fields";

export const serviceListingSchema = defineBlock("service_listing", { display: "Service listing", group: "Page blocks" }, { heading: optionalText() });
export type ServiceListingBlock = z.infer<typeof serviceListingSchema>;
