// The header's links are drawn by the menu islands, whose code is the same in every build (a
// production page's chunks must not change for the Visual Editor's sake). In a preview, each link
// in the islands' props carries its block's hooks (`editable`); this puts them on the links the
// islands rendered, matched by address and label, so clicking one selects that link in the header
// story. Run on load and after each swap, since a swapped header is drawn afresh.
import type { NavItem, NavLink } from "../lib/nav-types";

const MENUS = 'site-island[data-island="MegaMenu"], site-island[data-island="MobileMenu"]';

const keyOf = (href: string | null, label: string) => `${href ?? ""}\n${label.trim()}`;

export function hookHeaderLinks(root: ParentNode): void {
  for (const island of Array.from(root.querySelectorAll<HTMLElement>(MENUS))) {
    const hooks = new Map<string, NonNullable<NavLink["editable"]>>();
    for (const link of linksOf(island)) if (link.editable) hooks.set(keyOf(link.href, link.label), link.editable);
    if (hooks.size === 0) continue;
    for (const anchor of Array.from(island.querySelectorAll("a, span[class]"))) {
      const editable = hooks.get(keyOf(anchor.getAttribute("href"), anchor.textContent ?? ""));
      if (!editable) continue;
      for (const [name, value] of Object.entries(editable)) if (value) anchor.setAttribute(name, value);
    }
  }
}

function linksOf(island: HTMLElement): NavLink[] {
  try {
    const { items } = JSON.parse(island.dataset.props ?? "{}") as { items?: NavItem[] };
    return (items ?? []).flatMap((item) => [item, ...(item.children ?? [])]);
  } catch {
    return [];
  }
}
