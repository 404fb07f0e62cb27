/** Where each part of the content cache lives (the cache format is a fixed interface shared with the build's loader). */

export const LINKS_FILE = "links.json";
export const SPACE_FILE = "space.json";
export const STORIES_DIR = "stories";
export const ASSETS_DIR = "assets";

const UNSAFE_SEGMENT = /^\.{1,2}$|[\\\0]/;

/**
 * stories/<full_slug>.json; a folder start page ("services/") becomes stories/services/index.json.
 * Returns undefined for a full_slug that cannot be a file path inside the cache.
 */
export function storyFilePath(fullSlug: string): string | undefined {
  const isStartPage = fullSlug.endsWith("/");
  const segments = (isStartPage ? fullSlug.slice(0, -1) : fullSlug).split("/");
  if (segments.some((segment) => segment === "" || UNSAFE_SEGMENT.test(segment))) return undefined;
  return `${STORIES_DIR}/${segments.join("/")}${isStartPage ? "/index" : ""}.json`;
}
