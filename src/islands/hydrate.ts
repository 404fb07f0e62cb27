// Browser side of one island: hydrates the server HTML with the same props and
// useId prefix. A hydration failure is logged with the island's name; React
// keeps the server HTML, so the page stays usable. The promise settles once the
// island's first render is committed, so a click held meanwhile can be replayed
// on live handlers.
import { type ComponentType, createElement, type ReactNode, useLayoutEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { IslandElement } from "./held-gesture";

/** Calls onCommit after its subtree's first commit; renders nothing of its own, so the server HTML still matches. */
function Committed({ onCommit, children }: { onCommit: () => void; children?: ReactNode }) {
  useLayoutEffect(onCommit, []);
  return children;
}

export function hydrateIsland<P extends object>(Component: ComponentType<P>, element: HTMLElement, props: P, name: string): Promise<void> {
  const report = (kind: string) => (error: unknown) => console.error(`[island ${name}] ${kind}:`, error);
  return new Promise((resolve) => {
    // the marker as context, so a first render can adopt what the loader made in a held click
    const island = createElement(IslandElement.Provider, { value: element }, createElement(Component, props));
    hydrateRoot(element, createElement(Committed, { onCommit: resolve }, island), {
      identifierPrefix: element.dataset.prefix ?? "",
      onRecoverableError: report("hydration error"),
      // a render that throws never commits; let go of any held click rather than keep it forever
      onUncaughtError: (error) => {
        report("error")(error);
        resolve();
      },
    });
    element.dataset.hydrated = "";
  });
}
