import type * as z from "zod";
import { defineBlock } from "../block";
import { asset, items, optionalText, optionalTextarea, text } from "../fields";

export const teamMemberSchema = defineBlock(
  "team_member",
  { display: "Team member", group: "Nested items" },
  {
    name: text(),
    role: text(),
    image: asset(),
    bio: optionalTextarea(),
  },
);

export const meetTheTeamSchema = defineBlock(
  "meet_the_team",
  { display: "Meet the team", group: "Page blocks" },
  {
    heading: optionalText(),
    text: optionalTextarea(),
    members: items(teamMemberSchema),
  },
);
export type MeetTheTeamBlock = z.infer<typeof meetTheTeamSchema>;
