// Storyblok's Visual Editor finds each block on the page by two attributes on its root element,
// read from the block's `_editable` comment by Storyblok's own helper. Preview pages only:
// production output never carries them.
import { storyblokEditable } from "@storyblok/js";

export interface EditableAttributes {
  "data-blok-c"?: string;
  "data-blok-uid"?: string;
}

/** Total: any input gives attributes or {}, never an exception (a broken `_editable` just selects nothing). */
export function editableAttributes(block: unknown, preview: boolean): EditableAttributes {
  if (!preview || typeof block !== "object" || block === null) return {};
  try {
    return storyblokEditable(block as Parameters<typeof storyblokEditable>[0]) as EditableAttributes;
  } catch {
    return {};
  }
}
