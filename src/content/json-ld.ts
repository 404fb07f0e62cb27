// JSON-LD as editors type it → a script body that is valid, meaningful and safe
// (spec 5): HTML tags are stripped, the rest must parse as JSON and carry
// @context or @type, and the output can never close its <script> element.
import type { Route } from "./route";
import type { Site } from "./site";

export type JsonLdResult = { ok: true; json: string } | { ok: false; reason: string };

export const INVALID_JSON_LD_ALERT = "This page has an invalid JSON-LD schema";

// Tags and comments only: "a < b" inside a string value is left alone.
const HTML_TAG = /<\/?[a-zA-Z][^>]*>|<!--[\s\S]*?-->/g;

export function stripTags(raw: string): string {
  return raw.replace(HTML_TAG, "");
}

export function parseJsonLd(raw: string): JsonLdResult {
  const text = stripTags(raw).trim();
  if (text === "") return { ok: false, reason: "the JSON-LD schema is empty" };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: `the JSON-LD schema is not valid JSON (${(error as Error).message})` };
  }
  const items = Array.isArray(value) ? value : [value];
  if (items.length === 0 || !items.every(isSchemaObject)) {
    return { ok: false, reason: 'the JSON-LD schema has no @context or @type; add one (e.g. "@context": "https://schema.org")' };
  }
  return { ok: true, json: serializeJsonLd(value) };
}

function isSchemaObject(item: unknown): boolean {
  return typeof item === "object" && item !== null && !Array.isArray(item) && ("@context" in item || "@type" in item);
}

/** JSON whose characters that could end the script or change how HTML parses it are \u-escaped. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** The site-wide schema (settings) and the page's own `schemas` field, where set and valid. */
export function pageJsonLd(site: Pick<Site, "settings">, route: Pick<Route, "story">): string[] {
  const content = route.story.content;
  const pageSchemas = "schemas" in content ? content.schemas : undefined;
  return [...siteWideJsonLd(site.settings.schemas), ...validJsonLd(pageSchemas)];
}

// the site-wide schema is the same text on every page of a build: parsed when it changes
let siteWide: { source: unknown; json: string[] } | null = null;

function siteWideJsonLd(source: unknown): string[] {
  if (siteWide === null || siteWide.source !== source) siteWide = { source, json: validJsonLd(source) };
  return siteWide.json;
}

function validJsonLd(source: unknown): string[] {
  if (typeof source !== "string" || source.trim() === "") return [];
  const result = parseJsonLd(source);
  return result.ok ? [result.json] : [];
}
