import type * as z from "zod";
import { defineContentType } from "./block";
import { asset, dateTime, optionalNumber, requiredOption, storyRefs, textarea } from "./fields";
import { pageFields } from "./page-fields";

export const articleCategories = ["Marketing Advice", "Technical Advice", "General"] as const;

export const articleSchema = defineContentType(
  "article",
  { display: "Insight article" },
  {
    ...pageFields,
    date: dateTime({ description: "Shown on the article and used to order the insights, newest first" }),
    position: optionalNumber(),
    excerpt: textarea({ description: "A sentence or two for the article's card and search results" }),
    category: requiredOption(articleCategories),
    image: asset({ description: "The article's card and header image" }),
    /** editor-featured related insights; else the same category is used */
    related: storyRefs("article", { display: "Related articles", description: "Shown under the article; if none are chosen, others of the same category are" }),
  },
);
export type ArticleContent = z.infer<typeof articleSchema>;
