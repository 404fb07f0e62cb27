// Content keys that are no field of their component: a field renamed in Storyblok, or a key typed
// by hand ("Heading" for "heading"), would otherwise be dropped by its schema without a word.
// The fields known are those of the Storyblok component definitions the declarations make.
import type * as z from "zod";
import { fieldDeclaration, SYSTEM_KEYS } from "../../../src/content/model/declaration";
import { storyblokFieldNames } from "../../../src/content/storyblok-schema";
import { closestName } from "./closest-name";
import type { FieldProblem } from "./field-path";

/** A translation of a field (field-level translation) comes as `<field>__i18n__<language>`. */
const TRANSLATION = /__i18n__[a-z0-9_-]+$/i;

const isObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === "object" && !Array.isArray(v);

/** Each key of a component's content that is no field of it, and likewise in the nested items its fields hold. */
export function unknownFields(schema: z.ZodObject, raw: Record<string, unknown>, path: string): FieldProblem[] {
  const component = String(raw.component);
  const known = storyblokFieldNames().get(component);
  if (!known) return [];
  const problems: FieldProblem[] = [];
  for (const key of Object.keys(raw)) {
    const field = key.replace(TRANSLATION, "");
    if (SYSTEM_KEYS.has(field) || known.includes(field)) continue;
    const guess = closestName(field, known);
    problems.push({ path: `${path}.${key}`, message: `not a field of ${component}, so its value is ignored${guess ? `; did you mean "${guess}"?` : ""}` });
  }
  for (const [key, field] of Object.entries(schema.shape)) {
    const blocks = fieldDeclaration(field)?.blocks;
    const list = raw[key];
    if (!Array.isArray(blocks) || !Array.isArray(list)) continue;
    list.forEach((item, i) => {
      const itemSchema = isObject(item) ? blocks.find((b) => (b.shape.component as z.ZodLiteral<string> | undefined)?.value === item.component) : undefined;
      if (itemSchema) problems.push(...unknownFields(itemSchema, item as Record<string, unknown>, `${path}.${key}[${i}]`));
    });
  }
  return problems;
}
