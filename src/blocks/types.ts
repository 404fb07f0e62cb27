import type { z } from "zod";
import type { BlockName, blockSchemas } from "../content/blocks";

export type BlockData<N extends BlockName> = z.infer<(typeof blockSchemas)[N]>;

/** Every block component takes its validated data and its field path (for warnings). */
export interface BlockProps<T> {
  block: T;
  path: string;
}
