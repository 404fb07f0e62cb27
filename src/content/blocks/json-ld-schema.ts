import type * as z from "zod";
import { defineBlock } from "../block";
import { text } from "../fields";

/** Raw JSON-LD as an editor typed it (it may carry stray HTML tags). */
export const jsonLdSchemaSchema = defineBlock("json_ld_schema", { schema: text });
export type JsonLdSchemaBlock = z.infer<typeof jsonLdSchemaSchema>;
