import * as z from "zod";
import { defineBlock } from "../block";
import { optionalAsset, optionalText, text } from "../fields";

export const teamMemberSchema = defineBlock("team_member", {
  name: text,
  role: text,
  image: optionalAsset,
  bio: optionalText,
});

export const meetTheTeamSchema = defineBlock("meet_the_team", {
  heading: optionalText,
  text: optionalText,
  members: z.array(teamMemberSchema).default([]),
});
export type MeetTheTeamBlock = z.infer<typeof meetTheTeamSchema>;
