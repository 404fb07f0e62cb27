// Block-level markup → a Storyblok rich text document. Blocks are separated by
// blank lines or start with a marker:
//   ## Heading (levels 2–4)   - bullet   1. ordered   > quote   --- rule
//   | table | row |  (first row is the header)   ```lang … ```   ![alt](image-key)
//   @blok key  (embeds a block given in the context)
import type { RawBlock } from "../../src/content/block";
import type { RichTextNode } from "../../src/content/fields";
import type { Asset } from "./assets";
import { type InlineContext, inline } from "./inline";

export interface MarkupContext extends InlineContext {
  images?: Record<string, Asset>;
  bloks?: Record<string, RawBlock>;
}

export interface RichTextDoc {
  type: "doc";
  content: RichTextNode[];
}

export function richText(source: string, context: MarkupContext): RichTextDoc {
  const lines = source.replace(/^\n+|\s+$/g, "").split("\n");
  const content: RichTextNode[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.trim() === "") {
      i++;
      continue;
    }
    const group = takeGroup(lines, i);
    content.push(blockNode(group, context));
    i += group.length;
  }
  return { type: "doc", content };
}

/** Consecutive lines that belong to one block (a list, a table, a code fence…). */
function takeGroup(lines: string[], start: number): string[] {
  const first = lines[start]!;
  if (first.startsWith("```")) {
    const end = lines.indexOf("```", start + 1);
    if (end < 0) throw new Error(`Unclosed code fence: ${first}`);
    return lines.slice(start, end + 1);
  }
  if (/^(#{2,4} |---$|!\[|@blok )/.test(first)) return [first];
  const kind = lineKind(first);
  const group = [first];
  for (let i = start + 1; i < lines.length && lines[i]!.trim() !== "" && lineKind(lines[i]!) === kind; i++) {
    group.push(lines[i]!);
  }
  return group;
}

function lineKind(line: string): string {
  if (line.startsWith("- ")) return "bullet";
  if (/^\d+\. /.test(line)) return "ordered";
  if (line.startsWith("> ")) return "quote";
  if (line.startsWith("|")) return "table";
  if (/^(#{2,4} |---$|!\[|@blok |```)/.test(line)) return "single";
  return "paragraph";
}

function blockNode(group: string[], context: MarkupContext): RichTextNode {
  const first = group[0]!;
  const heading = /^(#{2,4}) (.*)$/.exec(first);
  if (heading) return { type: "heading", attrs: { level: heading[1]!.length, textAlign: null }, content: inline(heading[2]!, context) };
  if (first === "---") return { type: "horizontal_rule" };
  if (first.startsWith("```")) return codeBlock(group);
  if (first.startsWith("![")) return imageNode(first, context);
  if (first.startsWith("@blok ")) return blokNode(first.slice(6).trim(), context);
  switch (lineKind(first)) {
    case "bullet":
      return { type: "bullet_list", content: group.map((l) => listItem(l.slice(2), context)) };
    case "ordered":
      return { type: "ordered_list", attrs: { order: 1 }, content: group.map((l) => listItem(l.replace(/^\d+\. /, ""), context)) };
    case "quote":
      return { type: "blockquote", content: group.map((l) => paragraph(l.slice(2), context)) };
    case "table":
      return table(group, context);
    default:
      return paragraph(group.join("<br>"), context);
  }
}

function paragraph(text: string, context: MarkupContext): RichTextNode {
  return { type: "paragraph", content: inline(text, context) };
}

function listItem(text: string, context: MarkupContext): RichTextNode {
  return { type: "list_item", content: [paragraph(text, context)] };
}

function codeBlock(group: string[]): RichTextNode {
  const language = group[0]!.slice(3).trim();
  const code = group.slice(1, -1).join("\n");
  return { type: "code_block", attrs: { class: language ? `language-${language}` : null }, content: [{ type: "text", text: code }] };
}

function table(group: string[], context: MarkupContext): RichTextNode {
  const rows = group
    .filter((l) => !/^\|[\s:|-]+\|$/.test(l))
    .map((l) =>
      l
        .replace(/^\||\|$/g, "")
        .split("|")
        .map((c) => c.trim()),
    );
  return {
    type: "table",
    content: rows.map((cells, r) => ({
      type: "tableRow",
      content: cells.map((cell) => ({
        type: r === 0 ? "tableHeader" : "tableCell",
        attrs: { colspan: 1, rowspan: 1, colwidth: null },
        content: [paragraph(cell, context)],
      })),
    })),
  };
}

function imageNode(line: string, context: MarkupContext): RichTextNode {
  const [, alt, key] = /^!\[([^\]]*)\]\(([^)]+)\)$/.exec(line) ?? [];
  const asset = key ? context.images?.[key] : undefined;
  if (!asset) throw new Error(`Rich text image "${key}" in ${context.storySlug} is not in the context's images`);
  return {
    type: "image",
    attrs: { id: asset.id, src: asset.filename, alt: alt || asset.alt, title: asset.title, source: "", copyright: asset.copyright, meta_data: {} },
  };
}

function blokNode(key: string, context: MarkupContext): RichTextNode {
  const block = context.bloks?.[key];
  if (!block) throw new Error(`Rich text @blok "${key}" in ${context.storySlug} is not in the context's bloks`);
  return { type: "blok", attrs: { id: block._uid, body: [block] } };
}
