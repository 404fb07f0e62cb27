// The typed site model the loader hands to routes and the renderer.
import type { ContentOf, ContentTypeName } from "./content-types";
import type { Listings } from "./listings";
import type { LinkEntry, SpaceMeta, StoryMeta } from "./story";

export interface LoadedStory<N extends ContentTypeName = ContentTypeName> extends StoryMeta {
  content: ContentOf<N>;
}

export interface BuildWarning {
  /** the story's full_slug, or the cache file when no story could be read */
  where: string;
  /** field path inside the story, e.g. content.body[2].heading */
  path: string;
  message: string;
}

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
}

export function isStoryOf<N extends ContentTypeName>(story: LoadedStory, component: N): story is LoadedStory<N> {
  return story.content.component === component;
}

export function storiesOf<N extends ContentTypeName>(stories: LoadedStory[], component: N): LoadedStory<N>[] {
  return stories.filter((s): s is LoadedStory<N> => isStoryOf(s, component));
}
