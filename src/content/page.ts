import type * as z from "zod";
import { defineContentType } from "./block";
import { pageFields } from "./page-fields";

export const pageSchema = defineContentType("page", { display: "Page" }, pageFields);
export type PageContent = z.infer<typeof pageSchema>;
