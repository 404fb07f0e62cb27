import * as z from "zod";
import { defineBlock } from "../block";
import { optionalText } from "../fields";
import { alternatingComponentSchema } from "./alternating-component";

export const alternatingBlockSchema = defineBlock("alternating_block", {
  heading: optionalText,
  items: z.array(alternatingComponentSchema).default([]),
});
export type AlternatingBlock = z.infer<typeof alternatingBlockSchema>;
