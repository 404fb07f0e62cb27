import type { ComponentType } from "react";
import type { IslandTrigger } from "./triggers";

export interface IslandDefinition<P> {
  component: ComponentType<P>;
  trigger: IslandTrigger;
  /**
   * Rendered on its own on the server (a renderToString of its own, with the island's id
   * prefix), as the browser hydrates it: needed by components that call useId, whose ids
   * depend on where they sit in the tree. Other islands render in the page's tree.
   */
  rendersAlone: boolean;
}

/** Islands are registered under the name of their file in src/islands (Name.tsx). */
export function defineIsland<P>(component: ComponentType<P>, trigger: IslandTrigger, { usesId = false }: { usesId?: boolean } = {}): IslandDefinition<P> {
  return { component, trigger, rendersAlone: usesId };
}
