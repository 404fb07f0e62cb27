// The Visual Editor's hooks for a block nested in another (a process step, a link, a grid item):
// the same data-blok-* attributes a body-level block gets, so clicking it selects it, not its parent.
// Outside a page render (an island drawing itself in the browser) there are none.
import { useContext } from "react";
import { type EditableAttributes, editableAttributes } from "../lib/editable";
import { SiteContext } from "./site-context";

export function useEditable(): (block: unknown) => EditableAttributes {
  const editable = useContext(SiteContext)?.editable ?? false;
  return (block) => editableAttributes(block, editable);
}
