// The story envelope exactly as Storyblok's CDN API returns it; `content` is
// validated separately against the schema of its root component.
import * as z from "zod";

export const storySchema = z.object({
  id: z.number(),
  uuid: z.string().min(1),
  name: z.string(),
  slug: z.string(),
  full_slug: z.string(),
  created_at: z.string(),
  published_at: z.string().nullable().optional(),
  updated_at: z.string().nullable().optional(),
  first_published_at: z.string().nullable().optional(),
  sort_by_date: z.string().nullable().optional(),
  position: z.number().default(0),
  tag_list: z.array(z.string()).default([]),
  is_startpage: z.boolean().default(false),
  parent_id: z.number().nullable().optional(),
  meta_data: z.unknown().optional(),
  group_id: z.string().optional(),
  release_id: z.number().nullable().optional(),
  lang: z.string().default("default"),
  path: z.string().nullable().optional(),
  alternates: z.array(z.unknown()).default([]),
  default_full_slug: z.string().nullable().optional(),
  translated_slugs: z.array(z.unknown()).nullable().optional(),
  content: z.looseObject({ component: z.string(), _uid: z.string().optional() }),
});
export type StoryMeta = Omit<z.infer<typeof storySchema>, "content">;

export const storyEnvelopeSchema = z.object({ story: storySchema });

export const linkEntrySchema = z.object({
  id: z.number(),
  uuid: z.string(),
  slug: z.string(),
  path: z.string().nullable().optional(),
  parent_id: z.number().nullable().optional(),
  name: z.string(),
  is_folder: z.boolean(),
  published: z.boolean(),
  is_startpage: z.boolean(),
  position: z.number().default(0),
  real_path: z.string().optional(),
});
export type LinkEntry = z.infer<typeof linkEntrySchema>;

export const linksFileSchema = z.object({ links: z.record(z.string(), linkEntrySchema) });

export const spaceFileSchema = z.object({
  /** the Storyblok space (npm run fetch writes it): the only space whose assets the site shows */
  id: z.number().int().positive().optional(),
  cv: z.number(),
  version: z.enum(["draft", "published"]),
  fetched_at: z.string(),
});
export type SpaceMeta = z.infer<typeof spaceFileSchema>;
