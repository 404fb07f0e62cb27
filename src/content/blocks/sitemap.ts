import type * as z from "zod";
import { defineBlock } from "../block";
import { optionalText } from "../fields";

export const sitemapSchema = defineBlock("sitemap", { display: "Sitemap", group: "Page blocks" }, { heading: optionalText() });
export type SitemapBlock = z.infer<typeof sitemapSchema>;
