// The shape of each rich-text node and mark the site renders, one level at a time
// (children are checked one by one: build/pipeline/load/validate-richtext.ts), so a malformed
// node is found before the renderer reads it. Types not listed here (Storyblok may
// add some) are checked by the default shape and render their children.
import { isSelfClosing, resolveTag, type StoryblokRichTextMark } from "@storyblok/richtext";
import * as z from "zod";

const textAttr = z.string().nullable().optional();

/** Attributes any node or mark may carry: an object when present, the ones the renderer reads typed. */
export const richTextAttrs = z.looseObject({
  href: textAttr,
  target: textAttr,
  anchor: textAttr,
  uuid: textAttr,
  linktype: textAttr,
  src: textAttr,
  alt: textAttr,
  title: textAttr,
  class: textAttr,
  emoji: textAttr,
  level: z.number().int().min(1).max(6).nullable().optional(),
  custom: z.record(z.string(), z.unknown()).nullable().optional(),
});

const node = z.looseObject({
  type: z.string(),
  content: z.array(z.unknown()).optional(),
  text: z.string().optional(),
  attrs: richTextAttrs.nullable().optional(),
  marks: z.array(z.unknown()).optional(),
});

export const richTextNodeSchemas: Record<string, z.ZodType> = {
  default: node,
  text: node.extend({ text: z.string() }),
  image: node.extend({ attrs: richTextAttrs.extend({ src: z.string() }) }),
  blok: node.extend({ attrs: richTextAttrs.extend({ body: z.array(z.unknown()) }) }),
};

// a mark wraps text, so a mark named like a self-closing node (horizontal_rule, hard_break, image) cannot render
const mark = z.looseObject({
  type: z.string().refine((type) => !isSelfClosing(resolveTag({ type } as StoryblokRichTextMark) ?? "span"), { message: "a mark cannot be a self-closing element" }),
  attrs: richTextAttrs.nullable().optional(),
});

export const richTextMarkSchemas: Record<string, z.ZodType> = {
  default: mark,
  // the link renderer reads its target from attrs: a link mark without them is no link
  link: mark.extend({ attrs: richTextAttrs }),
};
