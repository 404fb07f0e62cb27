import type { ComponentType } from "react";
import type { IslandTrigger } from "./triggers";

export interface IslandDefinition<P> {
  component: ComponentType<P>;
  trigger: IslandTrigger;
}

/** Islands are registered under the name of their file in src/islands (Name.tsx). */
export function defineIsland<P>(component: ComponentType<P>, trigger: IslandTrigger): IslandDefinition<P> {
  return { component, trigger };
}
