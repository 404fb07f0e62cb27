// Validates one story's content against the schema of its root component and
// every nested block against its own schema. A bad block is left out with a
// warning naming the field path; a bad optional root field is dropped; only a
// story whose required fields are broken is skipped as a whole. A preview may keep each bad
// block as a placeholder instead (keepInvalid), so the editor can select and fix it.
import type { z } from "zod";
import { isBlockList, type RawBlock } from "../src/content/block";
import { blockSchemas, isBlockName } from "../src/content/blocks";
import { type AnyContent, contentTypeSchemas, isContentTypeName } from "../src/content/content-types";
import { invalidBlock } from "../src/content/invalid-block";
import { parseJsonLd } from "../src/lib/json-ld";

export interface FieldProblem {
  path: string;
  message: string;
}

type Report = (problem: FieldProblem) => void;

export interface ValidateOptions {
  /** previews only: a block that fails its schema stays, as a placeholder naming the problem */
  keepInvalid?: boolean;
}
type ObjectSchema = z.ZodObject<z.ZodRawShape>;

export function formatPath(base: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, key) => (typeof key === "number" ? `${acc}[${key}]` : `${acc}.${String(key)}`), base);
}

export function validateContent(raw: Record<string, unknown>, report: Report, options: ValidateOptions = {}): AnyContent | null {
  const component = raw.component;
  if (typeof component !== "string" || !isContentTypeName(component)) {
    report({ path: "content.component", message: `unknown content type "${String(component)}"; the story is skipped` });
    return null;
  }
  const schema = contentTypeSchemas[component] as unknown as ObjectSchema;
  const parsed = parseDroppingBadFields(schema, raw, "content", report);
  if (parsed) checkSchemasField(parsed, report);
  return parsed ? (walkBlockLists(schema, parsed, "content", report, options) as AnyContent) : null;
}

/** Page and site-wide JSON-LD (the `schemas` field) follow the JSON-LD block's rules; an invalid one is left out. */
function checkSchemasField(content: Record<string, unknown>, report: Report): void {
  if (typeof content.schemas !== "string" || content.schemas.trim() === "") return;
  const result = parseJsonLd(content.schemas);
  if (!result.ok) report({ path: "content.schemas", message: `${result.reason}; it is left out of the page` });
}

function parseDroppingBadFields(schema: ObjectSchema, raw: Record<string, unknown>, base: string, report: Report) {
  const first = schema.safeParse(raw);
  if (first.success) return first.data as Record<string, unknown>;
  const badKeys = new Set(first.error.issues.map((issue) => String(issue.path[0] ?? "")));
  const withoutBad = Object.fromEntries(Object.entries(raw).filter(([key]) => !badKeys.has(key)));
  const second = schema.safeParse(withoutBad);
  for (const issue of first.error.issues) {
    const outcome = second.success ? "the field is ignored" : "the story is skipped";
    report({ path: formatPath(base, issue.path), message: `${issue.message}; ${outcome}` });
  }
  return second.success ? (second.data as Record<string, unknown>) : null;
}

function validateBlock(raw: unknown, path: string, report: Report, options: ValidateOptions): RawBlock | null {
  const problems: FieldProblem[] = [];
  const leftOut = (component: string) => {
    for (const problem of problems) report(problem);
    return options.keepInvalid
      ? invalidBlock(
          raw,
          component,
          problems.map((p) => `${p.path}: ${p.message}`),
        )
      : null;
  };
  const component = (raw as { component?: unknown } | null)?.component;
  if (typeof component !== "string") {
    problems.push({ path, message: "a block without a component name is left out" });
    return leftOut("");
  }
  if (!isBlockName(component)) {
    problems.push({ path, message: `unknown block "${component}" is left out (register it in src/content/blocks/index.ts and src/blocks/registry.ts, or remove it in Storyblok)` });
    return leftOut(component);
  }
  const schema = blockSchemas[component] as unknown as ObjectSchema;
  const result = schema.safeParse(raw);
  if (!result.success) {
    for (const issue of result.error.issues) {
      problems.push({ path: formatPath(path, issue.path), message: `${issue.message}; the ${component} block is left out` });
    }
    return leftOut(component);
  }
  return walkBlockLists(schema, result.data as Record<string, unknown>, path, report, options) as RawBlock;
}

function walkBlockLists(schema: ObjectSchema, data: Record<string, unknown>, path: string, report: Report, options: ValidateOptions) {
  for (const [key, field] of Object.entries(schema.shape)) {
    if (!isBlockList(field)) {
      validateRichTextBloks(data[key], `${path}.${key}`, report, options);
    } else if (Array.isArray(data[key])) {
      data[key] = (data[key] as unknown[]).map((child, i) => validateBlock(child, `${path}.${key}[${i}]`, report, options)).filter((child): child is RawBlock => child !== null);
    }
  }
  return data;
}

/** Blocks embedded in rich text (`blok` nodes) are validated like any other block. */
function validateRichTextBloks(value: unknown, path: string, report: Report, options: ValidateOptions): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      validateRichTextBloks(item, `${path}[${i}]`, report, options);
    });
    return;
  }
  if (!value || typeof value !== "object") return;
  const node = value as { type?: unknown; attrs?: { body?: unknown } };
  if (node.type === "blok" && Array.isArray(node.attrs?.body)) {
    node.attrs.body = node.attrs.body.map((child, i) => validateBlock(child, `${path}.attrs.body[${i}]`, report, options)).filter((child): child is RawBlock => child !== null);
    return;
  }
  for (const [key, child] of Object.entries(value)) {
    if (child && typeof child === "object") validateRichTextBloks(child, `${path}.${key}`, report, options);
  }
}
