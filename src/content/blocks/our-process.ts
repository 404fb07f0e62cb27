import type * as z from "zod";
import { PROCESS_MAX_STEPS } from "../../lib/constants";
import { defineBlock } from "../block";
import { items, optionalText, optionalTextarea, text, textarea } from "../fields";

export const processStepSchema = defineBlock("process_step", { display: "Process step", group: "Nested items" }, { heading: text(), description: textarea() });

export const ourProcessSchema = defineBlock(
  "our_process",
  { display: "Our process", group: "Page blocks" },
  {
    heading: optionalText(),
    text: optionalTextarea(),
    steps: items(processStepSchema, { description: "Numbered in order", maximum: PROCESS_MAX_STEPS }),
  },
);
export type OurProcessBlock = z.infer<typeof ourProcessSchema>;
