// A moved page keeps its old address: each address a story's page had in an earlier production
// deploy (given as old address → story uuid, build/deploy/known-addresses.ts) answers 301 with
// the story's page now. Always to where the story is now, so there are no chains (A → B then
// B → C gives A → C and B → C); a page moved back is a page again (no loop); an address now
// held by a page or by another rule (a redirect story in the CMS) keeps that; a story with no page
// any more (unpublished or deleted) leaves its old address to answer 404.
import { readFile } from "node:fs/promises";
import type { RedirectRule, Route } from "../../../src/content/route";
import { storyPath } from "../../../src/lib/urls";

/** Old address → uuid of the story whose page it was. */
export type KnownAddresses = Record<string, string>;

const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

export function movedPageRedirects(known: KnownAddresses, routes: Route[], rules: RedirectRule[]): RedirectRule[] {
  // the story's own page, not a page of a listing or one filtered by a service
  const pageOf = new Map(routes.filter((r) => withoutSlash(r.url) === withoutSlash(storyPath(r.story.full_slug))).map((r) => [r.story.uuid, r.url]));
  const taken = new Set([...routes.map((r) => r.url), ...rules.filter((r) => !r.query).map((r) => r.from)].map(withoutSlash));
  return Object.entries(known).flatMap(([from, uuid]): RedirectRule[] => {
    const to = pageOf.get(uuid);
    if (!to || taken.has(withoutSlash(from))) return [];
    return [{ from, to, status: 301, force: true, story: uuid }];
  });
}

/** The known addresses a production build was given (--known-addresses), or none. */
export async function readKnownAddresses(file: string | null | undefined): Promise<KnownAddresses> {
  if (!file) return {};
  try {
    const parsed = JSON.parse(await readFile(file, "utf8")) as unknown;
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => entry[0].startsWith("/") && typeof entry[1] === "string"));
  } catch {
    return {};
  }
}
