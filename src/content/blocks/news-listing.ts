import type * as z from "zod";
import { defineBlock } from "../block";
import { optionalText } from "../fields";

/** All insight articles, 3 columns, 9 per page (?page=N). */
export const newsListingSchema = defineBlock("news_listing", { display: "News listing", group: "Page blocks" }, { heading: optionalText() });
export type NewsListingBlock = z.infer<typeof newsListingSchema>;
