import type * as z from "zod";
import { defineBlock } from "../block";
import { boolean, option, optionalText, table } from "../fields";

export const tableBlockSchema = defineBlock(
  "table_block",
  { display: "Table block", group: "Content blocks" },
  {
    caption: optionalText(),
    isCookieTable: boolean({ display: "Cookie table", description: "Style the table as the cookie policy's list of cookies" }),
    table: table(),
    options: option(["collapsed", "normal", "stickyFirstColumn"], "normal", {
      display: "Layout",
      description: "Collapsed stacks the rows on phones; sticky first column keeps it in view while scrolling sideways",
    }),
  },
);
export type TableBlock = z.infer<typeof tableBlockSchema>;
