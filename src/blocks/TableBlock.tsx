// An editor's table: caption, header row, body rows. It scrolls sideways inside
// its own focusable, labelled region, so the page never does. Cookie tables get
// the wide column (spec 9); "stickyFirstColumn" keeps row labels in view while
// scrolling and "collapsed" packs the cells tighter.
import { useId } from "react";
import type { TableBlock as TableBlockData } from "../content/blocks/table-block";
import type { BlockData, BlockProps } from "./types";

type Table = TableBlockData["table"];

/** The first column labels its row when it is pinned, or when its header cell is left blank. */
export function hasRowHeaders(table: Table, options: TableBlockData["options"]): boolean {
  return options === "stickyFirstColumn" || (table.thead.length > 1 && table.thead[0]?.value.trim() === "");
}

export function TableBlock({ block, editable }: BlockProps<BlockData<"table_block">>) {
  const captionId = useId();
  const { table } = block;
  if (table.tbody.length === 0) return null;
  const rowHeaders = hasRowHeaders(table, block.options);
  const hasHead = table.thead.some((cell) => cell.value.trim() !== "");
  const className = ["table-block", `table-block--${block.options}`, block.isCookieTable ? "table-block--cookie" : ""].filter(Boolean).join(" ");
  return (
    <div {...editable} className={className}>
      <div className="container">
        <div className="table-block__scroll" role="region" tabIndex={0} aria-labelledby={block.caption ? captionId : undefined} aria-label={block.caption ? undefined : "Table"}>
          <table className="table-block__table">
            {block.caption ? (
              <caption id={captionId} className="table-block__caption">
                {block.caption}
              </caption>
            ) : null}
            {hasHead ? (
              <thead>
                <tr>
                  {table.thead.map((cell, i) =>
                    cell.value.trim() === "" ? (
                      <td key={i} />
                    ) : (
                      <th key={i} scope="col">
                        {cell.value}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
            ) : null}
            <tbody>
              {table.tbody.map((row, r) => (
                <tr key={r}>
                  {row.body.map((cell, c) =>
                    c === 0 && rowHeaders ? (
                      <th key={c} scope="row">
                        {cell.value}
                      </th>
                    ) : (
                      <td key={c}>{cell.value}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}
