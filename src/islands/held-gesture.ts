// The island side of a gesture-bound call the inline loader made inside a click it held while
// the island's chunk loaded (src/islands/client.ts): the replayed click must use that call's
// outcome, since WebKit refuses the same call from the replay (it is no longer the visitor's gesture).
import { createContext, useContext, useState } from "react";

interface IslandsGlobal {
  heldGestures?: WeakMap<Element, unknown>;
}

/** What the call the loader made for this control started (a promise) or made (a player frame), once; undefined when it made none. */
export function takeHeldGesture(control: Element): unknown {
  const held = (window as unknown as { __islands?: IslandsGlobal }).__islands?.heldGestures;
  const call = held?.get(control);
  held?.delete(control);
  return call;
}

/** The island's marker element while the browser hydrates it (src/islands/hydrate.ts); null on the server. */
export const IslandElement = createContext<HTMLElement | null>(null);

/**
 * Whether, before this island woke, the loader made the call named `gesture` inside a click it held
 * on the island's control marked data-gesture="<gesture>". Asked once, at the first render: a
 * call that left something on the page (the video's player frame) is then part of that render,
 * which hydration adopts as it stands. An island holds at most one control of a kind (a video
 * island, one still), so the first such control in it is this render's.
 */
export function useHeldGesture(gesture: string): boolean {
  const island = useContext(IslandElement);
  const [held] = useState(() => {
    const control = island?.querySelector(`[data-gesture="${gesture}"]`);
    return control ? takeHeldGesture(control) !== undefined : false;
  });
  return held;
}
