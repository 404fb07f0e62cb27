import type * as z from "zod";
import { defineBlock } from "../block";
import { textarea } from "../fields";

/** Raw JSON-LD as an editor typed it (it may carry stray HTML tags). */
export const jsonLdSchemaSchema = defineBlock(
  "json_ld_schema",
  { display: "JSON-LD schema", group: "Page blocks" },
  { schema: textarea({ display: "JSON-LD", description: "Structured data added to the page; must be JSON with @context or @type" }) },
);
export type JsonLdSchemaBlock = z.infer<typeof jsonLdSchemaSchema>;
