import type * as z from "zod";
import { defineBlock } from "../block";
import { richText } from "../fields";

export const textBlockSchema = defineBlock("text_block", { display: "Text block", group: "Page blocks" }, { text: richText({ inlineBlocks: true }) });
export type TextBlock = z.infer<typeof textBlockSchema>;
