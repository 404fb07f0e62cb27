import * as z from "zod";
import { defineBlock } from "../block";
import { assetSchema, optionalText } from "../fields";

export const logoGridSchema = defineBlock("logo_grid", {
  heading: optionalText,
  logos: z.array(assetSchema).default([]),
});
export type LogoGridBlock = z.infer<typeof logoGridSchema>;
