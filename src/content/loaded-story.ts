// A story as the loader hands it on (its envelope and validated content), and a
// warning about one. Below the site model (site.ts) and the listings built from it.
import type { ContentOf, ContentTypeName } from "./content-types";
import type { StoryMeta } from "./story";

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

export function isStoryOf<N extends ContentTypeName>(story: LoadedStory, component: N): story is LoadedStory<N> {
  return story.content.component === component;
}

export function storiesOf<N extends ContentTypeName>(stories: LoadedStory[], component: N): LoadedStory<N>[] {
  return stories.filter((s): s is LoadedStory<N> => isStoryOf(s, component));
}
