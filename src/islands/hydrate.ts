// Browser side of one island: hydrates the server HTML with the same props and
// useId prefix. A hydration failure is logged with the island's name; React
// keeps the server HTML, so the page stays usable.
import { createElement, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";

export function hydrateIsland<P extends object>(Component: ComponentType<P>, element: HTMLElement, props: P, name: string) {
  const report = (kind: string) => (error: unknown) => console.error(`[island ${name}] ${kind}:`, error);
  hydrateRoot(element, createElement(Component, props), {
    identifierPrefix: element.dataset.prefix ?? "",
    onRecoverableError: report("hydration error"),
    onUncaughtError: report("error"),
  });
  element.dataset.hydrated = "";
}
