// A lucide icon chosen by name in the CMS ("clapperboard", "message-square-quote")
// → its inner SVG markup, rendered at build time. Server only: it reaches into
// the full icon set, which must never be bundled for the browser.
import { icons } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

const cache = new Map<string, string | null>();

/** Inner markup of the named icon, or null when lucide has no icon of that name. */
export function iconBody(name: string): string | null {
  const key = name.trim().toLowerCase();
  if (!cache.has(key)) cache.set(key, render(key));
  return cache.get(key)!;
}

function render(kebabName: string): string | null {
  const pascal = kebabName.replace(/(^|[-_\s]+)([a-z0-9])/g, (_, _sep: string, c: string) => c.toUpperCase());
  const component = icons[pascal as keyof typeof icons];
  if (!component) return null;
  const markup = renderToStaticMarkup(createElement(component));
  return /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1] ?? null;
}
