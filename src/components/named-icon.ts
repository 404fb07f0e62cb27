// A lucide icon chosen by name in the CMS ("clapperboard", "message-square-quote")
// → its inner SVG markup, rendered at build time. Server only. Each icon is loaded
// from its own module (lucide-react/icons/<name>, the names lucide.dev shows) the
// first time it is named: importing the whole set of 1,700 icons would cost every
// build about 25 ms, for the handful a site names. React too is loaded only then, so
// the build can read and keep the icons it knows without loading React (icon-memo.ts).
import { createRequire } from "node:module";
import type { LucideIcon } from "lucide-react";
import type * as React from "react";
import type * as ReactDOMServer from "react-dom/server";

const require = createRequire(import.meta.url);
const cache = new Map<string, string | null>();

/** The icons named so far, by key: the build keeps them between runs (build/pipeline/render/icon-memo.ts). */
export const namedIcons = (): [string, string | null][] => [...cache];

/** Icons a previous run rendered with the same lucide and React (the build's cache), taken as they are: a warm build loads no lucide module. */
export function knowIcons(known: [string, string | null][]): void {
  for (const [key, body] of known) if (!cache.has(key)) cache.set(key, body);
}

/** Inner markup of the named icon, or null when lucide has no icon of that name. */
export function iconBody(name: string): string | null {
  const key = name.trim().toLowerCase();
  if (!cache.has(key)) cache.set(key, render(key));
  return cache.get(key)!;
}

function render(name: string): string | null {
  const file = name.replace(/[_\s]+/g, "-");
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(file)) return null;
  const component = load(file);
  if (!component) return null;
  const { createElement } = require("react") as typeof React;
  const { renderToStaticMarkup } = require("react-dom/server") as typeof ReactDOMServer;
  const markup = renderToStaticMarkup(createElement(component));
  return /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1] ?? null;
}

function load(file: string): LucideIcon | null {
  try {
    return (require(`lucide-react/icons/${file}`) as { default: LucideIcon }).default;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "MODULE_NOT_FOUND") return null;
    throw error;
  }
}
