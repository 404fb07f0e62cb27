// A story link whose story the editors unpublished or deleted in Storyblok: the page is built
// with that link taken out (its text kept) and a warning naming both stories, so an editor's
// removal goes live instead of stopping the production deploy on a link to a page that will not
// exist (build/deploy/deploy-gate.ts tells a deleted story from one no deploy ever had by the uuid
// this warning names).
import { storyPath } from "../lib/urls";
import type { Site } from "./site";

/** What every warning about a link to a withdrawn story says, for the deploy gate to find it. */
export const WITHDRAWN_LINK = "so the link is taken out";

/** With only `storyByUuid` (a site without its links table), nothing is known to be withdrawn. */
export type StoryLinkLookup = Pick<Site, "storyByUuid"> & Partial<Pick<Site, "links" | "storyBySlug">>;

/**
 * Why a story link to `uuid` must be taken out, or null: the story is not on the site and the
 * links table marks it unpublished, or has no entry for it (deleted) while the address the link
 * last pointed at (`cachedSlug`) is no story's either.
 */
export function withdrawnStoryReason(uuid: unknown, cachedSlug: unknown, site: StoryLinkLookup): string | null {
  // rich text's attrs are not typed by a schema: anything but a uuid string is left to the usual checks; the links
  // table is looked at only for a story that is not there (a page that reads it depends on all of it)
  if (typeof uuid !== "string" || !uuid || site.storyByUuid.has(uuid) || !site.links) return null;
  const entry = site.links.find((link) => link.uuid === uuid);
  const slug = entry?.slug ?? (typeof cachedSlug === "string" ? cachedSlug.replace(/^\/+/, "") : "");
  const named = slug ? `the story it links to, ${slug} (${storyPath(slug)}, uuid ${uuid}),` : `the story it links to (uuid ${uuid})`;
  if (entry?.published === false) return `${named} is unpublished in Storyblok, ${WITHDRAWN_LINK}`;
  if (entry || (slug && site.storyBySlug?.get(slug))) return null;
  return `${named} was deleted in Storyblok, ${WITHDRAWN_LINK}`;
}
