// Field schemas shared by every content type and block, shaped like Storyblok's
// field types. Storyblok sends "" or empty objects for unset fields, so the
// optional variants normalise those to null instead of failing validation.
import * as z from "zod";
import { richTextAttrs } from "./richtext-schema";

export const text = z.string().default("");

export const optionalText = z.preprocess((v) => (v === "" || v === undefined ? null : v), z.string().nullable());

/** Storyblok number-like fields arrive as strings ("434") or numbers. */
export const numberLike = z.preprocess((v) => (v === "" || v === null || v === undefined ? undefined : typeof v === "string" ? Number(v) : v), z.number().finite().optional());

export const boolean = z.boolean().default(false);

export const assetSchema = z.object({
  id: z.number().nullable().optional(),
  alt: z.string().nullable().default(""),
  name: z.string().default(""),
  focus: z.string().nullable().default(""),
  title: z.string().nullable().default(""),
  source: z.string().nullable().default(""),
  filename: z.string().min(1),
  copyright: z.string().nullable().default(""),
  fieldtype: z.literal("asset").default("asset"),
  meta_data: z.record(z.string(), z.unknown()).nullable().optional(),
  is_external_url: z.boolean().default(false),
  width: z.number().optional(),
  height: z.number().optional(),
  content_type: z.string().optional(),
  aspect_ratio: z.number().optional(),
});
export type Asset = z.infer<typeof assetSchema>;

/** Storyblok's ways of saying "not set": the field left out, null, or "". */
const isUnset = (v: unknown) => v === undefined || v === null || v === "";

/**
 * An asset field left empty in the editor comes as { filename: "" } or null; any
 * other value that is not an asset object (a number, a string) is a type error.
 */
export const optionalAsset = z.preprocess(
  (v) => (isUnset(v) || (typeof v === "object" && !Array.isArray(v) && (v as { filename?: unknown }).filename === "") ? null : v),
  assetSchema.nullable(),
);

export const multilinkSchema = z.object({
  id: z.string().default(""),
  url: z.string().default(""),
  cached_url: z.string().default(""),
  linktype: z.enum(["story", "url", "email", "asset"]).default("story"),
  email: z.string().optional(),
  anchor: z.string().optional(),
  target: z.enum(["_self", "_blank"]).optional(),
  title: z.string().optional(),
  rel: z.string().optional(),
  fieldtype: z.literal("multilink").default("multilink"),
  story: z.object({ full_slug: z.string(), name: z.string().optional() }).passthrough().optional(),
});
export type Multilink = z.infer<typeof multilinkSchema>;

/** A Storyblok rich text document; its nodes are rendered by the official renderer (the loader checks them one by one first: build/pipeline/load/validate-richtext.ts). */
export const richTextNode: z.ZodType<RichTextNode> = z.lazy(() =>
  z.looseObject({
    type: z.string(),
    content: z.array(richTextNode).optional(),
    text: z.string().optional(),
    attrs: richTextAttrs.nullable().optional(),
    marks: z.array(z.looseObject({ type: z.string(), attrs: richTextAttrs.nullable().optional() })).optional(),
  }),
);
export interface RichTextNode {
  type: string;
  content?: RichTextNode[];
  text?: string;
  attrs?: Record<string, unknown> | null;
  marks?: { type: string; attrs?: Record<string, unknown> | null }[];
  [key: string]: unknown;
}

export const richText = z.preprocess(
  (v) => (v === "" || v === undefined ? null : v),
  z.looseObject({ type: z.literal("doc"), content: z.array(richTextNode).default([]) }).nullable(),
);
export type RichText = z.infer<typeof richText>;

export const seoSchema = z.preprocess(
  (v) => (isUnset(v) ? {} : v),
  z.object({
    title: z.string().default(""),
    description: z.string().default(""),
    og_title: z.string().default(""),
    og_description: z.string().default(""),
    og_image: z.string().default(""),
  }),
);
export type Seo = z.infer<typeof seoSchema>;

/** uuid references to other stories (single-option or multi-option fields). */
export const uuidList = z.preprocess((v) => (v === "" || v === null || v === undefined ? [] : typeof v === "string" ? [v] : v), z.array(z.string()));
