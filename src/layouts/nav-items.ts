// The header's links as plain data for the two menu islands (which cannot read
// the render context): hrefs resolved and made safe, icons rendered to markup,
// and which item is the current page or section. Broken links are reported and
// keep their label as plain text (spec 8).
import { iconBody } from "../components/named-icon";
import type { LinkItem } from "../content/link-item";
import { resolveLink, titleRelWarning } from "../content/links";
import type { StoryLinkLookup } from "../content/withdrawn-story";
import type { EditableAttributes } from "../lib/editable";
import type { NavItem, NavLink } from "../lib/nav-types";

type Warn = (path: string, message: string) => void;
type Edit = (block: unknown) => EditableAttributes;

/** `edit`: the Visual Editor's hooks (preview builds; elsewhere none, and the items carry no key for them). */
export function navItems(links: LinkItem[], site: StoryLinkLookup, currentUrl: string, warn: Warn, edit: Edit = () => ({})): NavItem[] {
  return links.map((item, i) => {
    const path = `header.links[${i}]`;
    const children = item.sublinks.map((sub, j) => withHooks(navLink(sub, site, currentUrl, warn, `${path}.sublinks[${j}]`), edit(sub)));
    const mega = item.isMegamenu && children.length > 0;
    const kind = mega ? "mega" : item.type === "link" ? "link" : "button";
    return { ...withHooks(navLink(item, site, currentUrl, warn, path), edit(item)), kind, ...(children.length > 0 ? { children } : {}) };
  });
}

const withHooks = (link: NavLink, editable: EditableAttributes): NavLink => (editable["data-blok-uid"] ? { ...link, editable } : link);

function navLink(item: Omit<LinkItem, "sublinks">, site: StoryLinkLookup, currentUrl: string, warn: Warn, path: string): NavLink {
  const titleRel = titleRelWarning(item.link);
  if (titleRel) warn(path, titleRel);
  const resolved = resolveLink(item.link, site);
  if (!resolved.ok) warn(path, `${resolved.reason}; the label "${item.label}" is shown as plain text`);
  const href = resolved.ok ? resolved.href : null;
  const link: NavLink = { label: item.label, href };
  if (resolved.ok && (item.target ?? resolved.target) === "_blank") link.newTab = true;
  const current = href ? currentState(href, currentUrl) : undefined;
  if (current) link.current = current;
  if (item.icon) {
    const icon = iconBody(item.icon);
    if (icon) link.icon = icon;
    else warn(`${path}.icon`, `"${item.icon}" is not a lucide icon name (see lucide.dev/icons); the link shows without an icon`);
  }
  return link;
}

const trimSlash = (url: string) => (url.length > 1 ? url.replace(/\/+$/, "") : url);

/** The current page, or the section it sits in ("/services/x" is in "/services/"). */
export function currentState(href: string, currentUrl: string): NavLink["current"] {
  if (!href.startsWith("/")) return undefined;
  const target = trimSlash(href.split(/[?#]/)[0]!);
  const here = trimSlash(currentUrl);
  if (target === here) return "page";
  if (target !== "/" && here.startsWith(`${target}/`)) return "true";
  return undefined;
}
