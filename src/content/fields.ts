// Field helpers shared by every content type and block, one per Storyblok field type. Each returns
// the zod schema that validates the field and declares the Storyblok field it is (model/declaration.ts).
// Storyblok sends "" or empty objects for unset fields, so the optional variants normalise those to
// null instead of failing validation.
import * as z from "zod";
import { type AcceptedBlocks, declareField, type FieldDefinition, type FieldInfo } from "./model/declaration";
import { richTextAttrs } from "./richtext-schema";
import type { StoryblokOption } from "./storyblok-definition";

const editorText = ({ display, description }: FieldInfo): Pick<FieldDefinition, "display_name" | "description"> => ({
  ...(display ? { display_name: display } : {}),
  ...(description ? { description } : {}),
});

/** Storyblok's ways of saying "not set": the field left out, null, or "". */
const isUnset = (v: unknown) => v === undefined || v === null || v === "";

const emptyText = () => z.string().default("");
const nullableText = () => z.preprocess((v) => (v === "" || v === undefined ? null : v), z.string().nullable());

/** A single-line text; unset is "". */
export const text = (info: FieldInfo = {}) => declareField(emptyText(), { type: "text", ...editorText(info) });
/** A multi-line text; unset is "". */
export const textarea = (info: FieldInfo = {}) => declareField(emptyText(), { type: "textarea", ...editorText(info) });
/** A single-line text; unset is null. */
export const optionalText = (info: FieldInfo = {}) => declareField(nullableText(), { type: "text", ...editorText(info) });
/** A multi-line text; unset is null. */
export const optionalTextarea = (info: FieldInfo = {}) => declareField(nullableText(), { type: "textarea", ...editorText(info) });
/** A single-line text that must be set. */
export const requiredText = (info: FieldInfo = {}) => declareField(z.string().min(1), { type: "text", required: true, ...editorText(info) });
/** An absolute URL that must be set. */
export const requiredUrl = (info: FieldInfo = {}) => declareField(z.url(), { type: "text", required: true, ...editorText(info) });

/** Storyblok number-like fields arrive as strings ("434") or numbers. */
export const numberLike = (info: FieldInfo = {}) =>
  declareField(
    z.preprocess((v) => (v === "" || v === null || v === undefined ? undefined : typeof v === "string" ? Number(v) : v), z.number().finite().optional()),
    { type: "number", ...editorText(info) },
  );

/** A number field whose value comes as a number, or not at all. */
export const optionalNumber = (info: FieldInfo = {}) => declareField(z.number().optional(), { type: "number", ...editorText(info) });

export const boolean = (info: FieldInfo & { default?: boolean } = {}) =>
  declareField(z.boolean().default(info.default ?? false), { type: "boolean", ...(info.default ? { default_value: "true" } : {}), ...editorText(info) });

/** "YYYY-MM-DD HH:mm", as Storyblok's date-time field stores it (the time may be left out). */
export const dateTime = (info: FieldInfo = {}) =>
  declareField(z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/, "expected YYYY-MM-DD HH:mm"), { type: "datetime", required: true, ...editorText(info) });

type Values = readonly [string, ...string[]];
interface OptionInfo extends FieldInfo {
  /** how the editor sees each value; else the value made readable */
  names?: Record<string, string>;
}

const optionList = (values: Values, names: Record<string, string> = {}): StoryblokOption[] => values.map((value) => ({ name: names[value] ?? readable(value), value }));

/** "stickyFirstColumn" → "Sticky first column", "video_url" → "Video URL": Storyblok's own labels when none is given. */
export function readable(name: string): string {
  const words = name
    .replace(/^_+/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => (/^(url|seo|faq|cta|id)$/i.test(w) ? w.toUpperCase() : w.toLowerCase()));
  const sentence = words.join(" ");
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** One of fixed values, with a default. */
export const option = <const V extends Values>(values: V, defaultValue: V[number], info: OptionInfo = {}) =>
  declareField(z.enum(values).default(defaultValue as never), {
    type: "option",
    source: "self",
    options: optionList(values, info.names),
    default_value: defaultValue,
    ...editorText(info),
  });

/** One of fixed values, or none. */
export const optionalOption = <const V extends Values>(values: V, info: OptionInfo = {}) =>
  declareField(z.enum(values).optional(), { type: "option", source: "self", options: optionList(values, info.names), ...editorText(info) });

/** One of fixed values, which must be chosen. */
export const requiredOption = <const V extends Values>(values: V, info: OptionInfo = {}) =>
  declareField(z.enum(values), { type: "option", source: "self", options: optionList(values, info.names), required: true, ...editorText(info) });

/** Values from one of the space's datasources (a list editors keep in Storyblok). */
export const datasourceOptions = (datasource: string, info: FieldInfo = {}) =>
  declareField(z.array(z.string()).default([]), { type: "options", source: "internal", datasource_slug: datasource, ...editorText(info) });

const storyOptions = (contentType: string) => ({ source: "internal_stories" as const, filter_content_type: [contentType], use_uuid: true });

/** The uuid of one story of a content type, or null. */
export const storyRef = (contentType: string, info: FieldInfo = {}) => declareField(nullableText(), { type: "option", ...storyOptions(contentType), ...editorText(info) });

/** A story reference whose values may take another shape than a uuid (its own zod schema). */
export const storyRefOf = <S extends z.ZodType>(schema: S, contentType: string, info: FieldInfo = {}) =>
  declareField(schema, { type: "option", ...storyOptions(contentType), ...editorText(info) });

/** uuid references to other stories (single-option or multi-option fields). */
export const storyRefs = (contentType: string, info: FieldInfo = {}) =>
  declareField(
    z.preprocess((v) => (v === "" || v === null || v === undefined ? [] : typeof v === "string" ? [v] : v), z.array(z.string())),
    { type: "options", ...storyOptions(contentType), ...editorText(info) },
  );

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

type FileType = "images" | "videos";

/**
 * An asset field left empty in the editor comes as { filename: "" } or null; any
 * other value that is not an asset object (a number, a string) is a type error.
 */
export const asset = (info: FieldInfo & { filetypes?: FileType[] } = {}) =>
  declareField(
    z.preprocess((v) => (isUnset(v) || (typeof v === "object" && !Array.isArray(v) && (v as { filename?: unknown }).filename === "") ? null : v), assetSchema.nullable()),
    { type: "asset", filetypes: info.filetypes ?? ["images"], ...editorText(info) },
  );

export const assets = (info: FieldInfo = {}) => declareField(z.array(assetSchema).default([]), { type: "multiasset", filetypes: ["images"], ...editorText(info) });

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

/** What a link may point at besides a story or a URL: all of it, unless the field says otherwise. */
interface LinkInfo extends FieldInfo {
  email?: boolean;
  target?: boolean;
}
const multilink = (info: LinkInfo) => ({
  type: "multilink" as const,
  email_link_type: info.email ?? true,
  asset_link_type: true,
  show_anchor: true,
  allow_target_blank: info.target ?? true,
  ...editorText(info),
});

export const link = (info: LinkInfo = {}) => declareField(multilinkSchema.optional(), multilink(info));
export const requiredLink = (info: LinkInfo = {}) => declareField(multilinkSchema.clone(), { ...multilink(info), required: true });

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

const richTextDoc = () =>
  z.preprocess((v) => (v === "" || v === undefined ? null : v), z.looseObject({ type: z.literal("doc"), content: z.array(richTextNode).default([]) }).nullable());
export type RichText = z.infer<ReturnType<typeof richTextDoc>>;

/** Rich text; `inlineBlocks` lets editors put page blocks inside it (the renderer shows them in place). */
export const richText = (info: FieldInfo & { inlineBlocks?: boolean } = {}) =>
  info.inlineBlocks
    ? declareField(richTextDoc(), { type: "richtext", allow_inline_blocks: true, restrict_components: true, ...editorText(info) }, "page blocks")
    : declareField(richTextDoc(), { type: "richtext", ...editorText(info) });

const seoSchema = () =>
  z.preprocess(
    (v) => (isUnset(v) ? {} : v),
    z.object({
      title: z.string().default(""),
      description: z.string().default(""),
      og_title: z.string().default(""),
      og_description: z.string().default(""),
      og_image: z.string().default(""),
    }),
  );
export type Seo = z.infer<ReturnType<typeof seoSchema>>;

/** The SEO app's field: title, description and the sharing card's title, description and image. */
export const seo = (info: FieldInfo = {}) => declareField(seoSchema(), { type: "custom", field_type: "seo-metatags", ...editorText(info) });

const cell = z.object({ value: z.string().default("") });

/** Storyblok's table field: a header row and body rows of cells. */
export const table = (info: FieldInfo = {}) =>
  declareField(
    z.object({
      thead: z.array(cell).default([]),
      tbody: z.array(z.object({ body: z.array(cell).default([]) })).default([]),
    }),
    { type: "table", ...editorText(info) },
  );

interface ItemsInfo extends FieldInfo {
  maximum?: number;
}

/** A bloks field's definition; block.ts's blockList() takes page blocks with it. */
export const bloksField = (info: ItemsInfo): FieldDefinition => ({
  type: "bloks",
  restrict_components: true,
  ...(info.maximum ? { maximum: info.maximum } : {}),
  ...editorText(info),
});

/** Nested items of one component (links, FAQ entries, steps…), validated with their parent. */
export const items = <S extends z.ZodObject>(item: S, info: ItemsInfo = {}) => declareField(z.array(item).default([]), bloksField(info), [item] satisfies AcceptedBlocks);
