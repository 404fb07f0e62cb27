// Every interactive component, by the name of its file in src/islands, with the
// trigger that hydrates it. Only components registered here ship JavaScript.
import { defineIsland } from "./definition";
import ShareButtons from "./ShareButtons";

export const islandRegistry = {
  ShareButtons: defineIsland(ShareButtons, "visible"),
};

export type IslandName = keyof typeof islandRegistry;
