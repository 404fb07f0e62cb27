import * as z from "zod";
import { defineBlock } from "../block";
import { optionalText, text } from "../fields";

export const processStepSchema = defineBlock("process_step", { heading: text, description: text });

export const ourProcessSchema = defineBlock("our_process", {
  heading: optionalText,
  text: optionalText,
  steps: z.array(processStepSchema).default([]),
});
export type OurProcessBlock = z.infer<typeof ourProcessSchema>;
