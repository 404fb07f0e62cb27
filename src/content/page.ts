import * as z from "zod";
import { pageFields } from "./page-fields";

export const pageSchema = z.object({ component: z.literal("page"), ...pageFields });
export type PageContent = z.infer<typeof pageSchema>;
