import type * as z from "zod";
import { defineBlock } from "../block";
import { multilinkSchema } from "../fields";

/** A pretty link: the story's URL answers 307 to the destination. */
export const redirectSchema = defineBlock("redirect", { destination: multilinkSchema });
export type RedirectBlock = z.infer<typeof redirectSchema>;
