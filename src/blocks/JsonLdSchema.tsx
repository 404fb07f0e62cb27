// Structured data an editor adds to one page (validated and escaped by <JsonLd>).
import { JsonLd } from "../components/JsonLd";
import type { BlockData, BlockProps } from "./types";

export function JsonLdSchema({ block, path }: BlockProps<BlockData<"json_ld_schema">>) {
  return <JsonLd source={block.schema} path={`${path}.schema`} />;
}
