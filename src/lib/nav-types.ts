// The header's links as plain data, shared by the layout that builds them and the menu
// islands that show them (islands never reach into layouts/).
import type { EditableAttributes } from "./editable";

export interface NavLink {
  label: string;
  /** null when the link data is missing or unsafe: the label renders as text */
  href: string | null;
  /** set (true) only when the editor asked for a new tab; islands carry every byte as props */
  newTab?: true;
  /** "page" on the current page, "true" on an ancestor section, else absent */
  current?: "page" | "true";
  /** inner SVG markup of the item's icon */
  icon?: string;
  /** the Visual Editor's hooks for the link block (preview builds only; absent, not empty, elsewhere), put on the
   * rendered link by the editor script (src/preview/header-hooks.ts), so the menus' code is the same in every build */
  editable?: EditableAttributes;
}

export interface NavItem extends NavLink {
  kind: "link" | "button" | "mega";
  /** the submenu's links; absent when there are none */
  children?: NavLink[];
}
