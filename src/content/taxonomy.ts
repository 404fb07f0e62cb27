// Sectors and video types: tags that case studies point at, each with its own page.
import type * as z from "zod";
import { defineContentType } from "./block";
import { asset, optionalTextarea } from "./fields";
import { pageFields } from "./page-fields";

const taxonomyFields = { ...pageFields, description: optionalTextarea(), image: asset() };

export const sectorSchema = defineContentType("sector", { display: "Sector" }, taxonomyFields);
export const videoTypeSchema = defineContentType("video_type", { display: "Video type" }, taxonomyFields);
export type TaxonomyContent = z.infer<typeof sectorSchema> | z.infer<typeof videoTypeSchema>;
