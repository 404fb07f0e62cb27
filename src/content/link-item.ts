import type * as z from "zod";
import { defineBlock } from "./block";
import { boolean, items, link, option, optionalOption, optionalText, text } from "./fields";

const linkItemShape = {
  label: text(),
  link: link(),
  /** lucide icon name, used by the services mega menu */
  icon: optionalText({ description: "A lucide icon name (lucide.dev/icons), shown in the services menu" }),
  isMegamenu: boolean({ display: "Mega menu", description: "In the header: open the sublinks as the services mega menu" }),
  target: optionalOption(["_self", "_blank"], { names: { _self: "Same tab", _blank: "New tab" } }),
  /** "button" styles the link as a button (Contact in the header) */
  type: option(["link", "button", "primary", "secondary"], "link", { description: "How the link looks: a text link, or a button (primary and secondary in blocks)" }),
};

const linkInfo = { display: "Link", group: "Nested items" } as const;

/** A sublink: a link item one level down, whose own sublinks are not shown. */
export const subLinkSchema = defineBlock("link", linkInfo, linkItemShape);

/** A navigation or call-to-action link, as the header, footer and link blocks use it. */
export const linkItemSchema = defineBlock("link", linkInfo, {
  ...linkItemShape,
  sublinks: items(subLinkSchema, { description: "In the header: the links of this item's submenu" }),
});
export type LinkItem = z.infer<typeof linkItemSchema>;
