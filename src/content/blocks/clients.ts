import type * as z from "zod";
import { defineBlock } from "../block";
import { optionalText, uuidList } from "../fields";

/** Client logos; an empty selection shows every client. */
export const clientsSchema = defineBlock("clients", {
  heading: optionalText,
  clients: uuidList,
});
export type ClientsBlock = z.infer<typeof clientsSchema>;
