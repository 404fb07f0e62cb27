// The island side of a gesture-bound call the inline loader made inside a click it held while
// the island's chunk loaded (src/islands/client.ts): the replayed click must use that call's
// outcome, since WebKit refuses the same call from the replay (it is no longer the visitor's gesture).

interface IslandsGlobal {
  heldGestures?: WeakMap<Element, Promise<unknown>>;
}

/** The outcome of the call the loader made for this control, once; undefined when it made none. */
export function takeHeldGesture(control: Element): Promise<unknown> | undefined {
  const held = (window as unknown as { __islands?: IslandsGlobal }).__islands?.heldGestures;
  const call = held?.get(control);
  held?.delete(control);
  return call;
}
