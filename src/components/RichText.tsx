// A rich text field of a story, rendered with the site's links, images,
// headings, tables and embedded blocks. Unsafe URLs are dropped with a warning
// naming the field, so editors can find and fix them.
import type { StoryblokRichTextInput } from "@storyblok/richtext";
import type { RichText as RichTextDoc } from "../content/fields";
import { renderRichText } from "../lib/richtext";
import { type RichTextSite, siteRichTextComponents } from "./RichTextParts";
import { useRenderContext } from "./site-context";

interface RichTextProps {
  doc: RichTextDoc | null | undefined;
  /** field path of the rich text, for warnings */
  path: string;
  className?: string;
  /** highest heading level the text may use; h1 belongs to the page banner */
  minHeading?: number;
}

/** True when a rich text field holds nothing a visitor could read or see. */
export function isRichTextEmpty(doc: RichTextDoc | null | undefined): boolean {
  if (!doc) return true;
  const hasContent = (node: { type: string; text?: string; content?: unknown[] }): boolean =>
    (node.type === "text" && Boolean(node.text?.trim())) ||
    ["image", "blok", "emoji", "horizontal_rule", "table"].includes(node.type) ||
    (node.content ?? []).some((child) => hasContent(child as typeof node));
  return !doc.content.some(hasContent);
}

export function RichText({ doc, path, className, minHeading = 2 }: RichTextProps) {
  const { warn } = useRenderContext();
  if (isRichTextEmpty(doc)) return null;
  const data: RichTextSite = { path, minHeading };
  const content = renderRichText(doc as StoryblokRichTextInput, {
    components: siteRichTextComponents,
    data,
    onUnsafeUrl: (url, where) =>
      warn(path, `the ${where} URL "${url}" uses a scheme that is not allowed; the ${where === "link" ? "text is shown without a link" : "image is left out"}`),
  });
  return <div className={className ? `rich-text ${className}` : "rich-text"}>{content}</div>;
}
