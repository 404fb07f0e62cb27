import * as z from "zod";
import { multilinkSchema } from "./fields";

/** A pretty-link story: its URL answers 307 to the destination. */
export const redirectStorySchema = z.object({
  component: z.literal("redirect"),
  _uid: z.string().optional(),
  _editable: z.string().optional(),
  destination: multilinkSchema,
});
export type RedirectContent = z.infer<typeof redirectStorySchema>;
