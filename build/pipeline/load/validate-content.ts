// Validates one story's content against the schema of its root component and
// every nested block against its own schema. A bad block is left out with a
// warning naming the field path; a bad optional root field is dropped; only a
// story whose required fields are broken is skipped as a whole. A preview may keep each bad
// block as a placeholder instead (keepInvalid), so the editor can select and fix it. A key that is
// no field of its component is reported too (unknown-fields.ts).
import type * as z from "zod";
import { isBlockList, type RawBlock } from "../../../src/content/block";
import { blockSchemas, isBlockName } from "../../../src/content/blocks/block-schemas";
import { type AnyContent, contentTypeSchemas, isContentTypeName } from "../../../src/content/content-types";
import { invalidBlock } from "../../../src/content/invalid-block";
import { parseJsonLd } from "../../../src/content/json-ld";
import { fieldDeclaration } from "../../../src/content/model/declaration";
import { assetUrlProblem } from "../../../src/lib/images";
import { type FieldProblem, formatPath } from "./field-path";
import { unknownFields } from "./unknown-fields";
import { cleanRichText } from "./validate-richtext";

type Report = (problem: FieldProblem) => void;
/** What a check reports to, and why an asset URL is refused (null: it is one the site shows). */
interface Checks {
  report: Report;
  assetProblem: (url: string) => string | null;
  keepInvalid: boolean;
}

export interface ValidateOptions {
  /** the Storyblok space whose assets the site shows (space.json); without it, any https Storyblok asset */
  spaceId?: number;
  /** previews only: a block that fails its schema stays, as a placeholder naming the problem */
  keepInvalid?: boolean;
}
type ObjectSchema = z.ZodObject<z.ZodRawShape>;

export function validateContent(raw: Record<string, unknown>, report: Report, options: ValidateOptions = {}): AnyContent | null {
  const checks: Checks = { report, assetProblem: (url) => assetUrlProblem(url, options.spaceId), keepInvalid: options.keepInvalid ?? false };
  const component = raw.component;
  if (typeof component !== "string" || !isContentTypeName(component)) {
    report({ path: "content.component", message: `unknown content type "${String(component)}"; the story is skipped` });
    return null;
  }
  const schema = contentTypeSchemas[component] as unknown as ObjectSchema;
  for (const problem of unknownFields(schema, raw, "content")) report(problem);
  const parsed = parseDroppingBadFields(schema, withCleanFields(schema, raw, "content", checks), "content", report);
  if (parsed) checkSchemasField(parsed, report);
  // a page is its body; other content types show their own fields without one
  if (parsed && component === "page" && !("body" in raw)) report({ path: "content.body", message: "the story has no body, so its page shows no content below its title" });
  return parsed ? (walkBlockLists(schema, parsed, "content", checks) as AnyContent) : null;
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

function validateBlock(raw: unknown, path: string, checks: Checks): RawBlock | null {
  const problems: FieldProblem[] = [];
  const leftOut = (component: string) => {
    for (const problem of problems) checks.report(problem);
    return checks.keepInvalid
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
    problems.push({
      path,
      message: `unknown block "${component}" is left out (register it in src/content/blocks/block-schemas.ts and src/blocks/block-registry.ts, or remove it in Storyblok)`,
    });
    return leftOut(component);
  }
  const schema = blockSchemas[component] as unknown as ObjectSchema;
  const unknown = unknownFields(schema, raw as Record<string, unknown>, path);
  const result = schema.safeParse(withCleanFields(schema, raw as Record<string, unknown>, path, checks));
  if (!result.success) {
    for (const issue of result.error.issues) {
      problems.push({ path: formatPath(path, issue.path), message: `${issue.message}; the ${component} block is left out` });
    }
    problems.push(...unknown);
    return leftOut(component);
  }
  for (const problem of unknown) checks.report(problem);
  return walkBlockLists(schema, result.data as Record<string, unknown>, path, checks) as RawBlock;
}

function walkBlockLists(schema: ObjectSchema, data: Record<string, unknown>, path: string, checks: Checks) {
  for (const [key, field] of Object.entries(schema.shape)) {
    if (isBlockList(field) && Array.isArray(data[key])) {
      data[key] = (data[key] as unknown[]).map((child, i) => validateBlock(child, `${path}.${key}[${i}]`, checks)).filter((child): child is RawBlock => child !== null);
    }
  }
  return data;
}

/**
 * The raw fields as the schema should see them: each rich-text field without its malformed
 * nodes and marks, and any asset that is not one the site shows emptied (an optional asset
 * is then unset, a required one fails its block), each with a warning naming its path.
 */
function withCleanFields(schema: ObjectSchema, raw: Record<string, unknown>, path: string, checks: Checks): Record<string, unknown> {
  const cleaned = { ...raw };
  for (const [key, field] of Object.entries(schema.shape)) {
    if (!(key in raw) || isBlockList(field)) continue;
    cleaned[key] =
      fieldDeclaration(field)?.field.type === "richtext"
        ? cleanRichText(raw[key], `${path}.${key}`, { ...checks, validateBlock: (child, at) => validateBlock(child, at, checks) })
        : withoutRefusedAssets(raw[key], `${path}.${key}`, checks);
  }
  return cleaned;
}

/** Asset objects (a `filename`) found down to a few levels: a refused one is emptied, or left out of a list of assets. */
function withoutRefusedAssets(value: unknown, path: string, checks: Checks, depth = 0): unknown {
  if (depth > 3 || !value || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    return value.flatMap((item, i) => {
      const cleaned = withoutRefusedAssets(item, `${path}[${i}]`, checks, depth + 1);
      return isRefusedAsset(cleaned) ? [] : [cleaned];
    });
  }
  const object = value as Record<string, unknown>;
  if (typeof object.filename === "string" && object.filename !== "") {
    const problem = checks.assetProblem(object.filename);
    if (!problem) return value;
    checks.report({ path: `${path}.filename`, message: `${problem}; the asset is left out` });
    return { ...object, filename: "", [REFUSED]: true };
  }
  return Object.fromEntries(Object.entries(object).map(([key, child]) => [key, withoutRefusedAssets(child, `${path}.${key}`, checks, depth + 1)]));
}

const REFUSED = Symbol("refused asset");
const isRefusedAsset = (value: unknown) => Boolean(value && typeof value === "object" && REFUSED in value);
