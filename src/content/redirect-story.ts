import type * as z from "zod";
import { defineContentType } from "./block";
import { redirectDestination } from "./blocks/redirect";

/** A pretty-link story: its URL answers 307 to the destination. */
export const redirectStorySchema = defineContentType("redirect", { display: "Redirect" }, { destination: redirectDestination });
export type RedirectContent = z.infer<typeof redirectStorySchema>;
