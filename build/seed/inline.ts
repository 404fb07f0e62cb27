// Inline markup → Storyblok rich text text nodes with marks. Authoring copy in a
// compact markdown-like form keeps the data files readable:
//   **bold** *italic* __underline__ ~~strike~~ ==highlight== ^sup^ ~sub~ `code`
//   {color:#hex|text} {anchor:id|text} [label](target) :emoji: <br>
// Link targets: story:full_slug[#anchor], #anchor (this story), https://…, mailto:…
import type { RichTextNode } from "../../src/content/fields";
import { uuidFor } from "./prng";

type Mark = NonNullable<RichTextNode["marks"]>[number];

export const emojis: Record<string, string> = {
  clapper: "🎬",
  camera: "🎥",
  sparkles: "✨",
  rocket: "🚀",
  bulb: "💡",
  microphone: "🎙️",
  chart: "📈",
  wave: "👋",
  tick: "✅",
};

export interface InlineContext {
  /** full_slug of the story the text belongs to, for #anchor links */
  storySlug: string;
}

const TOKEN = new RegExp(
  [
    String.raw`\*\*(?<bold>.+?)\*\*`,
    "__(?<underline>.+?)__",
    "~~(?<strike>.+?)~~",
    "==(?<highlight>.+?)==",
    String.raw`\^(?<superscript>[^\s^]+?)\^`,
    String.raw`~(?<subscript>[^\s~]+?)~`,
    String.raw`\x60(?<code>[^\x60]+?)\x60`,
    String.raw`\*(?<italic>[^*\s][^*]*?)\*`,
    String.raw`\[(?<label>[^\]]+)\]\((?<target>[^)\s]+)\)`,
    String.raw`\{color:(?<color>#[0-9a-fA-F]{3,6})\|(?<colored>.+?)\}`,
    String.raw`\{anchor:(?<anchorId>[\w-]+)\|(?<anchored>.+?)\}`,
    `:(?<emoji>${Object.keys(emojis).join("|")}):`,
    "(?<br><br>)",
  ].join("|"),
  "g",
);

const simpleMarks = ["bold", "underline", "strike", "superscript", "subscript", "code", "italic"] as const;

export function inline(source: string, context: InlineContext, marks: Mark[] = []): RichTextNode[] {
  const nodes: RichTextNode[] = [];
  let last = 0;
  for (const match of source.matchAll(TOKEN)) {
    if (match.index > last) nodes.push(textNode(source.slice(last, match.index), marks));
    nodes.push(...tokenNodes(match.groups!, context, marks));
    last = match.index + match[0].length;
  }
  if (last < source.length) nodes.push(textNode(source.slice(last), marks));
  return nodes;
}

function tokenNodes(g: Record<string, string | undefined>, context: InlineContext, marks: Mark[]): RichTextNode[] {
  for (const name of simpleMarks) {
    if (g[name] !== undefined) return inline(g[name], context, [...marks, { type: name }]);
  }
  if (g.highlight !== undefined) return inline(g.highlight, context, [...marks, { type: "highlight", attrs: { color: "#fff3a3" } }]);
  if (g.label !== undefined) return inline(g.label, context, [...marks, linkMark(g.target!, context)]);
  if (g.colored !== undefined) return inline(g.colored, context, [...marks, { type: "textStyle", attrs: { color: g.color! } }]);
  if (g.anchored !== undefined) return inline(g.anchored, context, [...marks, { type: "anchor", attrs: { id: g.anchorId! } }]);
  if (g.emoji !== undefined) return [emojiNode(g.emoji)];
  return [{ type: "hard_break" }];
}

function textNode(text: string, marks: Mark[]): RichTextNode {
  return marks.length ? { type: "text", text, marks } : { type: "text", text };
}

function emojiNode(name: string): RichTextNode {
  const emoji = emojis[name]!;
  const code = [...emoji]
    .map((c) => c.codePointAt(0)!.toString(16))
    .filter((c) => c !== "fe0f")
    .join("-");
  return {
    type: "emoji",
    attrs: { name, emoji, fallbackImage: `https://cdn.jsdelivr.net/npm/emoji-datasource-apple/img/apple/64/${code}.png` },
  };
}

/** The link mark the Storyblok editor stores for each kind of target. */
export function linkMark(target: string, context: InlineContext): Mark {
  const base = { target: "_self", custom: {} };
  if (target.startsWith("mailto:")) {
    return { type: "link", attrs: { ...base, href: target.slice(7), uuid: null, anchor: null, linktype: "email" } };
  }
  if (/^https?:\/\//.test(target)) {
    return { type: "link", attrs: { ...base, href: target, uuid: null, anchor: null, linktype: "url", target: "_blank" } };
  }
  const [slugPart, anchor = null] = target.replace(/^story:/, "").split("#");
  const slug = slugPart || context.storySlug;
  if (!target.startsWith("story:") && !target.startsWith("#")) {
    throw new Error(`Unknown link target "${target}" in ${context.storySlug}: use story:slug, #anchor, https:// or mailto:`);
  }
  const href = slug === "homepage" ? "/" : `/${slug.replace(/\/$/, "")}`;
  return { type: "link", attrs: { ...base, href, uuid: uuidFor(`story:${slug}`), anchor, linktype: "story" } };
}
