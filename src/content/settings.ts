import * as z from "zod";
import { optionalAsset, optionalText, text } from "./fields";

export const settingsSchema = z.object({
  component: z.literal("settings"),
  _uid: z.string().optional(),
  /** the Visual Editor's hook (draft content only) */
  _editable: z.string().optional(),
  name: text,
  site_name: z.string().min(1),
  production_site_url: z.url(),
  tab_color: optionalText,
  google_search_console: optionalText,
  instagram: optionalText,
  linkedin: optionalText,
  vimeo: optionalText,
  /** the social sharing image of pages without an image of their own (else the built-in card) */
  social_image: optionalAsset,
  /** site-wide JSON-LD (Organization), validated like the JSON-LD block */
  schemas: text,
  /** slug prefixes left out of the sitemap page */
  sitemap_exclude_prefixes: z.array(z.string()).default([]),
  /** folders that have a sitemap of their own (their start page stays listed) */
  sitemap_separate_folders: z.array(z.string()).default([]),
});
export type SettingsContent = z.infer<typeof settingsSchema>;
