// The shape of Storyblok's component definitions as its Management API takes and returns them
// (GET/POST/PUT spaces/:id/components). The site's declarations produce these; the storyblok
// command pushes, pulls and compares them.

export type StoryblokFieldType =
  | "text"
  | "textarea"
  | "richtext"
  | "markdown"
  | "number"
  | "datetime"
  | "boolean"
  | "option"
  | "options"
  | "asset"
  | "multiasset"
  | "multilink"
  | "bloks"
  | "table"
  | "custom";

export interface StoryblokOption {
  name: string;
  value: string;
}

/** One field of a component's `schema`, keyed by the field's technical name there. */
export interface StoryblokField {
  type: StoryblokFieldType;
  pos: number;
  display_name?: string;
  description?: string;
  required?: boolean;
  default_value?: string;
  translatable?: boolean;
  /** option/options: fixed values (`self`, the default), stories of some content types, or a datasource's entries (`internal`). */
  source?: "self" | "internal_stories" | "internal";
  options?: StoryblokOption[];
  filter_content_type?: string[];
  use_uuid?: boolean;
  /** source `internal`: the datasource's slug. */
  datasource_slug?: string;
  /** bloks: which components may be added, and how many. */
  restrict_components?: boolean;
  component_whitelist?: string[];
  minimum?: number;
  maximum?: number;
  /** asset/multiasset: "images" | "videos" | "audios" | "texts". */
  filetypes?: string[];
  /** multilink. */
  email_link_type?: boolean;
  asset_link_type?: boolean;
  show_anchor?: boolean;
  allow_target_blank?: boolean;
  restrict_content_types?: boolean;
  component_whitelist_link?: string[];
  /** richtext: blocks allowed inline. */
  allow_inline_blocks?: boolean;
  /** custom: the field plugin's name, e.g. the SEO app's "seo-metatags". */
  field_type?: string;
}

export interface StoryblokComponent {
  name: string;
  display_name: string;
  is_root: boolean;
  is_nestable: boolean;
  /** The group's name; the Management API keys groups by uuid, which the push resolves. */
  component_group_name?: string;
  schema: Record<string, StoryblokField>;
}
