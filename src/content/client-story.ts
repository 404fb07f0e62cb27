import * as z from "zod";
import { optionalAsset, optionalText } from "./fields";
import { pageFields } from "./page-fields";

export const clientSchema = z.object({
  component: z.literal("client"),
  ...pageFields,
  logo: optionalAsset,
  description: optionalText,
  website: optionalText,
});
export type ClientContent = z.infer<typeof clientSchema>;
