// The typed site model the loader hands to routes and the renderer. Its stories and
// warnings are defined below it (loaded-story.ts), where the listings read them too.
import type { ContentOf } from "./content-types";
import type { Listings } from "./listings";
import type { LoadedStory } from "./loaded-story";
import type { LinkEntry, SpaceMeta } from "./story";

export type { BuildWarning, LoadedStory } from "./loaded-story";
export { isStoryOf, storiesOf } from "./loaded-story";

export interface Site {
  space: SpaceMeta;
  settings: ContentOf<"settings">;
  header: ContentOf<"header">;
  footer: ContentOf<"footer">;
  stories: LoadedStory[];
  storyByUuid: ReadonlyMap<string, LoadedStory>;
  /** by full_slug, for what a page derives from other pages by address (breadcrumb names) */
  storyBySlug: ReadonlyMap<string, LoadedStory>;
  links: LinkEntry[];
  listings: Listings;
  /** the digest of each case study's and article's still by its URL, as the build read its bytes (a card's name hashes it) */
  stillDigests?: ReadonlyMap<string, string>;
  /** the digest of each story's file by the story's uuid, as the build read it: what an incremental build hashes the story by */
  storyDigests?: ReadonlyMap<string, string>;
}
