import type * as z from "zod";
import { defineContentType } from "./block";
import { asset, datasourceOptions, optionalText, requiredText, requiredUrl, text, textarea } from "./fields";

export const settingsSchema = defineContentType(
  "settings",
  { display: "Site settings" },
  {
    name: text(),
    site_name: requiredText({ description: "Ends every page title and names the site when shared" }),
    production_site_url: requiredUrl({ display: "Production site URL", description: "The live site's address, https://…; canonical links and sitemaps use it" }),
    tab_color: optionalText({ description: "The browser's tab and address bar colour on phones, e.g. #0f1b2d" }),
    google_search_console: optionalText({ description: "The content of Search Console's verification meta tag" }),
    instagram: optionalText({ description: "The profile's address, https://…" }),
    linkedin: optionalText({ display: "LinkedIn", description: "The profile's address, https://…" }),
    vimeo: optionalText({ description: "The profile's address, https://…" }),
    /** the social sharing image of pages without an image of their own (else the built-in card) */
    social_image: asset({ description: "Shown when a page without an image of its own is shared" }),
    /** site-wide JSON-LD (Organization), validated like the JSON-LD block */
    schemas: textarea({ display: "JSON-LD", description: "Site-wide structured data (e.g. Organization); must be JSON with @context or @type" }),
    /** slug prefixes left out of the sitemap page */
    sitemap_exclude_prefixes: datasourceOptions("sitemap-exclude-prefixes", { description: "Pages whose slug starts with one of these are left out of the sitemap page" }),
    /** folders that have a sitemap of their own (their start page stays listed) */
    sitemap_separate_folders: datasourceOptions("sitemap-separate-folders", { description: "Folders whose pages are left out of the sitemap page; their start page stays" }),
  },
);
export type SettingsContent = z.infer<typeof settingsSchema>;
