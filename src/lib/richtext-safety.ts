// Rich text comes from editors (and from pasted HTML), so its URLs and custom
// link attributes are checked before they reach an href, a src or the DOM:
// javascript:, data: and other unsafe schemes drop the link (its text stays),
// and custom attributes are limited to harmless ones (never event handlers).
import type { StoryblokRichTextMark } from "@storyblok/richtext";
import { safeUrl } from "./safe-url";

const CUSTOM_LINK_ATTRIBUTES = new Set(["title", "rel", "id", "hreflang", "lang", "aria-label", "aria-describedby"]);

function isAllowedCustomAttribute(name: string): boolean {
  return CUSTOM_LINK_ATTRIBUTES.has(name) || /^data-[a-z0-9-]+$/.test(name);
}

/** The link mark with only allowed custom attributes, or null when its href is unsafe. */
export function safeLinkMark(mark: StoryblokRichTextMark, onUnsafe: (url: string) => void): StoryblokRichTextMark | null {
  if (mark.type !== "link") return mark;
  const href = mark.attrs.href;
  // an empty href is allowed: story links may carry only a uuid, resolved later
  if (href && !safeUrl(href)) {
    onUnsafe(href);
    return null;
  }
  const custom = mark.attrs.custom ? Object.fromEntries(Object.entries(mark.attrs.custom).filter(([name]) => isAllowedCustomAttribute(name))) : mark.attrs.custom;
  return { ...mark, attrs: { ...mark.attrs, custom } };
}

/** True when an image source is present and uses an allowed scheme. */
export function safeImageSource(src: unknown, onUnsafe: (url: string) => void): src is string {
  if (typeof src !== "string" || src === "") return false;
  if (safeUrl(src)) return true;
  onUnsafe(src);
  return false;
}
