// Storyblok multilink values, and the link items the header, footer and
// call-to-action blocks hold.
import { type Fields, type StoryScope, storyUuid } from "./seed-story";

export function storyLink(fullSlug: string, anchor?: string): Fields {
  const link: Fields = { id: storyUuid(fullSlug), url: "", linktype: "story", fieldtype: "multilink", cached_url: fullSlug };
  if (anchor) link.anchor = anchor;
  return link;
}

export function urlLink(url: string, target: "_self" | "_blank" = "_blank"): Fields {
  return { id: "", url, linktype: "url", fieldtype: "multilink", cached_url: url, target };
}

export function emailLink(email: string): Fields {
  return { id: "", url: "", email, linktype: "email", fieldtype: "multilink", cached_url: "" };
}

interface LinkItemOptions {
  icon?: string;
  type?: "link" | "button" | "primary" | "secondary";
  isMegamenu?: boolean;
  sublinks?: Fields[];
}

/** A `link` block: label plus multilink, optionally styled or with a submenu. */
export function linkItem(scope: StoryScope, label: string, link: Fields, options: LinkItemOptions = {}): Fields {
  const fields: Fields = { label, link, icon: options.icon ?? "", type: options.type ?? "link", isMegamenu: options.isMegamenu ?? false };
  // Only top-level menu items have a sublinks field; submenu entries do not.
  if (options.sublinks) fields.sublinks = options.sublinks;
  return scope.block("link", fields);
}
