// Rich text checked node by node and mark by mark before its field's schema sees it, so
// one malformed node costs that node (or one malformed mark that mark, its text staying),
// never the field, the block or the build. Each one left out is a warning naming its
// path. Blocks embedded in rich text (`blok` nodes) are validated like any other block.
import type * as z from "zod";
import { richTextMarkSchemas, richTextNodeSchemas } from "../../../src/content/richtext-schema";
import { formatPath } from "./field-path";

type Json = Record<string, unknown>;

export interface RichTextChecks {
  report: (problem: { path: string; message: string }) => void;
  /** why an image source is refused (not an asset the site shows), or null */
  assetProblem: (url: string) => string | null;
  validateBlock: (raw: unknown, path: string) => unknown;
}

/** Deeper than any document an editor makes (a table in a list in a quote is about 8); deeper nodes are left out. */
const MAX_DEPTH = 32;

const isObject = (v: unknown): v is Json => Boolean(v) && typeof v === "object" && !Array.isArray(v);

/** The rich-text document with every malformed node and mark left out; anything that is not a document passes to the field's schema as it is. */
export function cleanRichText(value: unknown, path: string, checks: RichTextChecks): unknown {
  if (!isObject(value) || value.type !== "doc" || !Array.isArray(value.content)) return value;
  return { ...value, content: cleanNodes(value.content, `${path}.content`, 1, checks) };
}

function cleanNodes(nodes: unknown[], path: string, depth: number, checks: RichTextChecks): Json[] {
  if (depth > MAX_DEPTH) {
    checks.report({ path, message: `rich text nested more than ${MAX_DEPTH} levels deep is left out` });
    return [];
  }
  return nodes.flatMap((node, i) => {
    const cleaned = cleanNode(node, `${path}[${i}]`, depth, checks);
    return cleaned ? [cleaned] : [];
  });
}

function cleanNode(node: unknown, path: string, depth: number, checks: RichTextChecks): Json | null {
  const { report } = checks;
  const problem = nodeProblem(node);
  if (problem) {
    report({ path: formatPath(path, problem.path), message: `${problem.message}; the rich-text node is left out` });
    return null;
  }
  const valid = node as Json;
  if (valid.type === "text" && valid.text === "") {
    report({ path: `${path}.text`, message: "a rich-text text node with no text is left out" });
    return null;
  }
  const refused = valid.type === "image" ? checks.assetProblem(String((valid.attrs as Json).src)) : null;
  if (refused) {
    report({ path: `${path}.attrs.src`, message: `${refused}; the image is left out` });
    return null;
  }
  const cleaned: Json = { ...valid };
  if (Array.isArray(valid.marks)) cleaned.marks = cleanMarks(valid.marks, `${path}.marks`, checks.report);
  if (Array.isArray(valid.content)) cleaned.content = cleanNodes(valid.content, `${path}.content`, depth + 1, checks);
  if (valid.type === "blok") {
    const attrs = valid.attrs as { body: unknown[] };
    const body = attrs.body.map((child, i) => checks.validateBlock(child, `${path}.attrs.body[${i}]`)).filter((child) => child !== null);
    cleaned.attrs = { ...attrs, body };
  }
  return cleaned;
}

function cleanMarks(marks: unknown[], path: string, report: RichTextChecks["report"]): Json[] {
  return marks.flatMap((mark, i) => {
    const schema = isObject(mark) && typeof mark.type === "string" ? (richTextMarkSchemas[mark.type] ?? richTextMarkSchemas.default!) : richTextMarkSchemas.default!;
    const result = schema.safeParse(mark);
    if (result.success) return [mark as Json];
    const issue = result.error.issues[0]!;
    report({ path: formatPath(`${path}[${i}]`, issue.path), message: `${issue.message}; the mark is left out (its text stays)` });
    return [];
  });
}

function nodeProblem(node: unknown): { path: PropertyKey[]; message: string } | null {
  const schema: z.ZodType = isObject(node) && typeof node.type === "string" ? (richTextNodeSchemas[node.type] ?? richTextNodeSchemas.default!) : richTextNodeSchemas.default!;
  const result = schema.safeParse(node);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return { path: issue.path, message: issue.message };
}
