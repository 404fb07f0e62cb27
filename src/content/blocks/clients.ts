import type * as z from "zod";
import { defineBlock } from "../block";
import { optionalText, storyRefs } from "../fields";

/** Client logos; an empty selection shows every client. */
export const clientsSchema = defineBlock(
  "clients",
  { display: "Clients", group: "Page blocks" },
  {
    heading: optionalText(),
    clients: storyRefs("client", { description: "The logos to show; every client's if none are chosen" }),
  },
);
export type ClientsBlock = z.infer<typeof clientsSchema>;
