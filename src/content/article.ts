import * as z from "zod";
import { optionalAsset, text, uuidList } from "./fields";
import { pageFields } from "./page-fields";

export const articleCategories = ["Marketing Advice", "Technical Advice", "General"] as const;

export const articleSchema = z.object({
  component: z.literal("article"),
  ...pageFields,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/, "expected YYYY-MM-DD HH:mm"),
  position: z.number().optional(),
  excerpt: text,
  category: z.enum(articleCategories),
  image: optionalAsset,
  /** editor-featured related insights; else the same category is used */
  related: uuidList,
});
export type ArticleContent = z.infer<typeof articleSchema>;
