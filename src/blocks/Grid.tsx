// Other blocks laid out in 1–12 columns and 1–6 rows (spec 9). Narrow screens
// stack the cells, and columns are added as the width allows, so twelve columns
// never squeeze onto a phone. Cells beyond columns × rows are left out.
import type { CSSProperties } from "react";
import { NestedBlockHeadings } from "../components/heading-level";
import { useRenderContext } from "../components/site-context";
import type { BlockData, BlockProps } from "./types";

/** Columns shown from each breakpoint up: sm 640, lg 1024, xl 1300. */
export function gridColumns(columns: number) {
  return { sm: Math.min(columns, 2), lg: Math.min(columns, 4), xl: columns };
}

export function Grid({ block, path, editable }: BlockProps<BlockData<"grid">>) {
  // the nested blocks come through the render context: the registry lists this block, so it cannot import the registry
  const { warn, renderBlocks } = useRenderContext();
  const capacity = block.columns * block.rows;
  if (block.items.length > capacity) {
    warn(
      `${path}.items`,
      `the grid holds ${block.columns} × ${block.rows} = ${capacity} cells but has ${block.items.length} items; the last ${block.items.length - capacity} are left out (add rows or columns to show them)`,
    );
  }
  if (block.items.length === 0) return null;
  const columns = gridColumns(block.columns);
  const style = { "--grid-cols-sm": columns.sm, "--grid-cols-lg": columns.lg, "--grid-cols-xl": columns.xl, "--grid-rows": block.rows } as CSSProperties;
  return (
    <section {...editable} className="grid-block">
      <div className="container">
        <div className="grid-block__cells" style={style}>
          <NestedBlockHeadings>{renderBlocks(block.items.slice(0, capacity), `${path}.items`)}</NestedBlockHeadings>
        </div>
      </div>
    </section>
  );
}
