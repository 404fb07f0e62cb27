import type * as z from "zod";
import { defineBlock } from "../block";
import { richText } from "../fields";

export const textBlockSchema = defineBlock("text_block", { text: richText });
export type TextBlock = z.infer<typeof textBlockSchema>;
