// The Storyblok component definitions made from the declarations: every one is a component the
// Management API takes, its fields are exactly the keys its zod schema validates, and what its
// fields point at (nested components, content types, option values) is declared.
import { describe, expect, it } from "vitest";
import type * as z from "zod";
import { blockSchemas } from "../../src/content/blocks/block-schemas";
import { contentTypeSchemas } from "../../src/content/content-types";
import { componentDeclaration, fieldDeclaration, SYSTEM_KEYS } from "../../src/content/model/declaration";
import type { StoryblokFieldType } from "../../src/content/storyblok-definition";
import { storyblokComponents } from "../../src/content/storyblok-schema";

const FIELD_TYPES = new Set<StoryblokFieldType>([
  "text",
  "textarea",
  "richtext",
  "markdown",
  "number",
  "datetime",
  "boolean",
  "option",
  "options",
  "asset",
  "multiasset",
  "multilink",
  "bloks",
  "table",
  "custom",
]);
const GROUPS = ["Content types", "Page blocks", "Content blocks", "Nested items"];

const components = storyblokComponents();
const byName = new Map(components.map((c) => [c.name, c]));

/** Every declared schema: content types, page blocks, and the nested items their fields hold. */
function declaredSchemas(): z.ZodObject[] {
  const found: z.ZodObject[] = [...Object.values(contentTypeSchemas), ...Object.values(blockSchemas)];
  for (const schema of found) {
    for (const field of Object.values(schema.shape)) {
      const blocks = fieldDeclaration(field)?.blocks;
      if (Array.isArray(blocks)) found.push(...blocks.filter((item) => !found.includes(item)));
    }
  }
  return found;
}

describe("Storyblok component definitions", () => {
  it("are one per component name: every content type and page block, and the nested items", () => {
    expect(new Set(components.map((c) => c.name)).size).toBe(components.length);
    expect(components.filter((c) => c.is_root).map((c) => c.name)).toEqual(Object.keys(contentTypeSchemas));
    expect(components.filter((c) => c.is_nestable && c.component_group_name !== "Nested items").map((c) => c.name)).toEqual(expect.arrayContaining(Object.keys(blockSchemas)));
    expect(components.filter((c) => c.component_group_name === "Nested items").map((c) => c.name)).toEqual([
      "checkmark_item",
      "faq_item",
      "gallery_item",
      "link",
      "process_step",
      "team_member",
      "why_choose_item",
    ]);
    expect(storyblokComponents()).toEqual(components);
  });

  it("are each a valid component: known types, whitelists of declared components, options to choose from, stories of declared content types", () => {
    const problems: string[] = [];
    for (const c of components) {
      if (!c.display_name) problems.push(`${c.name}: no display name`);
      if (!GROUPS.includes(c.component_group_name ?? "")) problems.push(`${c.name}: group ${c.component_group_name}`);
      if (!c.is_root && !c.is_nestable) problems.push(`${c.name}: neither root nor nestable`);
      Object.entries(c.schema).forEach(([key, field], i) => {
        const at = `${c.name}.${key}`;
        if (!FIELD_TYPES.has(field.type)) problems.push(`${at}: type ${field.type}`);
        if (field.pos !== i) problems.push(`${at}: pos ${field.pos}, not ${i}`);
        if (!field.display_name) problems.push(`${at}: no display name`);
        if (field.type === "bloks" || field.allow_inline_blocks) {
          if (!field.restrict_components || !field.component_whitelist?.length) problems.push(`${at}: no whitelist`);
          for (const name of field.component_whitelist ?? []) if (!byName.get(name)?.is_nestable) problems.push(`${at}: whitelists ${name}, no nestable component`);
        }
        if (field.type === "option" || field.type === "options") {
          if (field.source === "internal_stories") {
            if (!field.use_uuid || !field.filter_content_type?.length) problems.push(`${at}: stories without uuid or content type`);
            for (const type of field.filter_content_type ?? []) if (!byName.get(type)?.is_root) problems.push(`${at}: stories of ${type}, no content type`);
          } else if (field.source === "internal") {
            if (!field.datasource_slug) problems.push(`${at}: a datasource without a slug`);
          } else {
            if (!field.options?.length) problems.push(`${at}: no options`);
            if (field.options?.some((o) => !o.name || !o.value)) problems.push(`${at}: an option without name or value`);
            if (field.default_value !== undefined && !field.options?.some((o) => o.value === field.default_value))
              problems.push(`${at}: default ${field.default_value} is no option`);
          }
        }
        if ((field.type === "asset" || field.type === "multiasset") && !field.filetypes?.length) problems.push(`${at}: no file types`);
        if (field.type === "custom" && !field.field_type) problems.push(`${at}: no field plugin`);
      });
    }
    expect(problems).toEqual([]);
  });

  it("have exactly the fields the zod validator of each declaration reads", () => {
    const mismatches: string[] = [];
    for (const schema of declaredSchemas()) {
      const name = componentDeclaration(schema)!.name;
      const zodKeys = Object.keys(schema.shape).filter((key) => !SYSTEM_KEYS.has(key));
      const storyblokKeys = Object.keys(byName.get(name)?.schema ?? {});
      // a declaration with fewer fields (a sublink) is the same component: its fields must all be there
      const missing = zodKeys.filter((key) => !storyblokKeys.includes(key));
      const extra = storyblokKeys.filter((key) => !zodKeys.includes(key));
      if (missing.length > 0 || (extra.length > 0 && !isFewerFieldsVariant(name, schema))) mismatches.push(`${name}: zod only ${missing}, Storyblok only ${extra}`);
    }
    expect(mismatches).toEqual([]);
  });

  it("name the references the site resolves", () => {
    const field = (component: string, key: string) => byName.get(component)!.schema[key]!;
    expect(field("case_study", "client")).toMatchObject({ type: "option", source: "internal_stories", filter_content_type: ["client"] });
    expect(field("case_study", "sector")).toMatchObject({ type: "options", filter_content_type: ["sector"] });
    expect(field("case_study_slider", "case_studies")).toMatchObject({ type: "options", filter_content_type: ["case_study"] });
    expect(field("page", "seo")).toMatchObject({ type: "custom", field_type: "seo-metatags" });
    expect(field("faqs", "items")).toMatchObject({ type: "bloks", component_whitelist: ["faq_item"] });
    expect(field("page", "body").component_whitelist).toEqual(Object.keys(blockSchemas).sort());
    expect(field("article", "category").options?.map((o) => o.value)).toEqual(["Marketing Advice", "Technical Advice", "General"]);
    expect(byName.get("redirect")).toMatchObject({ is_root: true, is_nestable: true });
  });
});

/** The link's sublinks are links one level down, declared without sublinks of their own. */
function isFewerFieldsVariant(name: string, schema: z.ZodObject): boolean {
  return declaredSchemas().some((other) => other !== schema && componentDeclaration(other)?.name === name && Object.keys(other.shape).length > Object.keys(schema.shape).length);
}
