// The shape of one insight article's copy, shared by the article data files.
import type { Look } from "../media";

export interface ArticleCopy {
  slug: string;
  title: string;
  category: "Marketing Advice" | "Technical Advice" | "General";
  /** "YYYY-MM-DD HH:mm" */
  date: string;
  excerpt: string;
  look: Look;
  /** rich-text markup (see markup.ts) */
  body: string;
  tags?: string[];
  /** editor-featured related articles (slugs); else the same category is used */
  related?: string[];
  /** images placed in the body with ![alt](key) */
  figures?: Record<string, { look: Look; alt: string }>;
  /** a call to action embedded in the body with "@blok cta" */
  cta?: { heading: string; text: string; label: string; target: string };
}
