import type * as z from "zod";
import type { BlockName, blockSchemas } from "../content/blocks/block-schemas";
import type { EditableAttributes } from "../lib/editable";

export type BlockData<N extends BlockName> = z.infer<(typeof blockSchemas)[N]>;

/**
 * Every block component takes its validated data, its field path (for warnings) and the
 * Visual Editor's attributes, which it spreads on its root element (empty outside previews).
 */
export interface BlockProps<T> {
  block: T;
  path: string;
  editable: EditableAttributes;
}
