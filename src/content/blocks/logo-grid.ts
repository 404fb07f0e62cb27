import type * as z from "zod";
import { defineBlock } from "../block";
import { assets, optionalText } from "../fields";

export const logoGridSchema = defineBlock(
  "logo_grid",
  { display: "Logo grid", group: "Page blocks" },
  {
    heading: optionalText(),
    logos: assets(),
  },
);
export type LogoGridBlock = z.infer<typeof logoGridSchema>;
