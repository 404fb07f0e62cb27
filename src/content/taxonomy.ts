// Sectors and video types: tags that case studies point at, each with its own page.
import * as z from "zod";
import { optionalAsset, optionalText } from "./fields";
import { pageFields } from "./page-fields";

const taxonomyFields = { ...pageFields, description: optionalText, image: optionalAsset };

export const sectorSchema = z.object({ component: z.literal("sector"), ...taxonomyFields });
export const videoTypeSchema = z.object({ component: z.literal("video_type"), ...taxonomyFields });
export type TaxonomyContent = z.infer<typeof sectorSchema> | z.infer<typeof videoTypeSchema>;
