// Storyblok rich text → React elements, built on the official @storyblok/richtext
// helpers (node grouping, tag and attribute mapping, table splitting), so the
// output matches Storyblok's own renderers and passes its fixture suite.
// Any node or mark type can be taken over by a component (see RichTextOptions);
// the site uses that for links, images, headings, tables and embedded blocks.
import {
  getInnerMarks,
  getStaticChildren,
  groupLinkNodes,
  isSelfClosing,
  normalizeNodes,
  processAttrs,
  resolveTag,
  type StoryblokRichTextElement,
  type StoryblokRichTextInput,
  type StoryblokRichTextMark,
  type StoryblokRichTextNodeWithKey,
  type StoryblokRichTextRenderSpec,
  splitTableRows,
} from "@storyblok/richtext";
import { type ComponentType, createElement, Fragment, type Key, type ReactNode } from "react";
import { safeImageSource, safeLinkMark } from "./richtext-safety";

/** What a component taking over a node or mark receives: the node/mark itself, its rendered children, and the options. */
export type RichTextElementProps = {
  type: string;
  attrs?: Record<string, unknown>;
  text?: string;
  content?: StoryblokRichTextNodeWithKey[];
  marks?: StoryblokRichTextMark[];
  children?: ReactNode;
  context: RichTextOptions;
};

export type RichTextComponentMap = Partial<Record<StoryblokRichTextElement, ComponentType<RichTextElementProps>>>;

export interface RichTextOptions {
  components?: RichTextComponentMap;
  /** passed through to every component, e.g. the field path for warnings */
  data?: unknown;
  /** told about every link or image dropped because its URL is unsafe */
  onUnsafeUrl?: (url: string, where: "link" | "image") => void;
}

type Node = StoryblokRichTextNodeWithKey;
type Attrs = Record<string, unknown>;

// React spells the class attribute className; everything else stays as the helpers map it.
const REACT_ATTRS = { class: "className" };

export function renderRichText(input: StoryblokRichTextInput, options: RichTextOptions = {}): ReactNode {
  const nodes = normalizeNodes(input, true);
  return nodes.length > 0 ? renderChildren(nodes, options) : null;
}

function renderChildren(nodes: Node[], options: RichTextOptions): ReactNode[] {
  return groupLinkNodes(nodes).map((group) =>
    group.linkMark ? renderLinkGroup(group.nodes, group.linkMark, options, group._key) : renderNode(group.nodes[0]!, options, group._key),
  );
}

function component(type: string, options: RichTextOptions): ComponentType<RichTextElementProps> | undefined {
  return options.components?.[type as StoryblokRichTextElement];
}

/** Adjacent text nodes sharing one link render as one <a>; an unsafe link renders its text only. */
function renderLinkGroup(nodes: Node[], linkMark: StoryblokRichTextMark, options: RichTextOptions, key: Key): ReactNode {
  const inner = nodes.map((node) => renderText(node, getInnerMarks(node), options, node._key));
  return linkElement(linkMark, inner, options, key);
}

function linkElement(linkMark: StoryblokRichTextMark, children: ReactNode, options: RichTextOptions, key?: Key): ReactNode {
  const mark = safeLinkMark(linkMark, (url) => options.onUnsafeUrl?.(url, "link"));
  if (!mark) return createElement(Fragment, { key }, children);
  const Custom = component("link", options);
  if (Custom) return createElement(Custom, { key, ...mark, context: options }, children);
  return createElement("a", { key, ...processAttrs("link", markAttrs(mark), REACT_ATTRS) }, children);
}

function renderNode(node: Node, options: RichTextOptions, key: Key): ReactNode {
  // checked before any component takes over, so no image renderer ever sees an unsafe source
  if (node.type === "image" && !safeImageSource(nodeAttrs(node).src, (url) => options.onUnsafeUrl?.(url, "image"))) return null;
  const Custom = component(node.type, options);
  if (Custom) {
    // a component that renders rich text itself must not be handed back to itself
    const context = { ...options, components: { ...options.components, [node.type]: undefined } };
    const children = node.type !== "text" && node.content ? renderChildren(node.content, options) : null;
    return createElement(Custom, { key, ...(node as unknown as RichTextElementProps), context }, children);
  }
  if (node.type === "text") return renderText(node, node.marks, options, key);
  if (node.type === "image") return renderImage(node, key);
  const tag = resolveTag(node);
  if (!tag) return node.content ? createElement(Fragment, { key }, renderChildren(node.content, options)) : null;
  const attrs = nodeAttrs(node);
  const props = { key, ...processAttrs(node.type, attrs, REACT_ATTRS) };
  if (isSelfClosing(tag)) return createElement(tag, props);
  if (node.type === "table") return renderTable(node, options, tag, props);
  if (node.type === "emoji") return createElement(tag, props, String(attrs.emoji ?? ""));
  const content = node.content ? renderChildren(node.content, options) : null;
  const staticChildren = getStaticChildren(node);
  if (staticChildren) return createElement(tag, { key }, renderStatic(node.type, staticChildren, attrs, content));
  return createElement(tag, props, content);
}

function renderImage(node: Node, key: Key): ReactNode {
  return createElement("img", { key, ...processAttrs("image", nodeAttrs(node), REACT_ATTRS) });
}

/** Leading rows of header cells go in <thead>, the rest in <tbody>. */
function renderTable(node: Node, options: RichTextOptions, tag: string, props: Attrs & { key: Key }): ReactNode {
  const { headerRows, bodyRows } = splitTableRows(node.content);
  const rows = (list: Node[]) => list.map((row) => renderNode(row, options, row._key));
  return createElement(
    tag,
    props,
    headerRows.length > 0 ? createElement("thead", { key: "thead" }, rows(headerRows)) : null,
    bodyRows.length > 0 ? createElement("tbody", { key: "tbody" }, rows(bodyRows)) : null,
  );
}

/** Nested tags the render map fixes for a node (a code block is <pre><code>). */
function renderStatic(type: string, specs: readonly StoryblokRichTextRenderSpec[], attrs: Attrs, content: ReactNode): ReactNode {
  return specs.map((spec, index) => {
    const props = { key: index, ...processAttrs(type as StoryblokRichTextElement, { ...spec.attrs, ...attrs }, REACT_ATTRS) };
    if (isSelfClosing(spec.tag)) return createElement(spec.tag, props);
    return createElement(spec.tag, props, spec.children ? renderStatic(type, spec.children, attrs, content) : content);
  });
}

function renderText(node: Node, marks: StoryblokRichTextMark[] | undefined, options: RichTextOptions, key: Key): ReactNode {
  let content: ReactNode = node.type === "text" ? node.text : null;
  for (const mark of marks ?? []) content = wrapMark(content, mark, options);
  return createElement(Fragment, { key }, content);
}

function wrapMark(children: ReactNode, mark: StoryblokRichTextMark, options: RichTextOptions): ReactNode {
  // links are normally grouped before marks are applied; a lone one still goes through the same checks
  if (mark.type === "link") return linkElement(mark, children, options);
  const Custom = component(mark.type, options);
  if (Custom) return createElement(Custom, { ...mark, context: options }, children);
  const tag = resolveTag(mark);
  if (!tag || isSelfClosing(tag)) return children; // a mark wraps its text; an <hr> cannot
  return createElement(tag, processAttrs(mark.type, markAttrs(mark), REACT_ATTRS), children);
}

function markAttrs(mark: StoryblokRichTextMark): Attrs {
  return ("attrs" in mark && mark.attrs ? mark.attrs : {}) as Attrs;
}

function nodeAttrs(node: Node): Attrs {
  return ("attrs" in node && node.attrs ? node.attrs : {}) as Attrs;
}
