import type * as z from "zod";
import { defineBlock } from "../block";
import { requiredLink } from "../fields";

/** Where a redirect goes; the redirect content type has the same field (Storyblok has one redirect component). */
export const redirectDestination = requiredLink({ target: false, description: "Where the story's address sends visitors (a temporary redirect)" });

/** A pretty link: the story's URL answers 307 to the destination. */
export const redirectSchema = defineBlock("redirect", { display: "Redirect", group: "Page blocks" }, { destination: redirectDestination });
export type RedirectBlock = z.infer<typeof redirectSchema>;
