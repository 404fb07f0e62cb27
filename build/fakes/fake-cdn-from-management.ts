/**
 * The fake CDN API serving what the fake Management API holds for a space, as Storyblok's CDN
 * serves a space: published stories (version=published) or every story (draft) in the CDN's
 * shape, the links of stories and folders, and the uploaded assets' bytes. A snapshot taken at start.
 */

import { type FakeStoryblok, type Space, startFakeStoryblokWith } from "./fake-storyblok";
import type { FakeManagementSpace, FakeStory } from "./fake-storyblok-management";

type Json = Record<string, unknown>;

/** The CDN's story: its keys in the CDN's order, with the content as last saved. */
function cdnStory(story: FakeStory): Json {
  return {
    name: story.name,
    created_at: story.created_at,
    published_at: story.published_at,
    updated_at: story.updated_at,
    id: story.id,
    uuid: story.uuid,
    content: story.content,
    slug: story.slug,
    full_slug: story.full_slug,
    sort_by_date: story.sort_by_date ?? null,
    position: story.position ?? 0,
    tag_list: story.tag_list ?? [],
    is_startpage: story.is_startpage ?? false,
    parent_id: story.parent_id,
    meta_data: null,
    group_id: story.group_id ?? story.uuid,
    first_published_at: story.first_published_at ?? story.published_at,
    release_id: null,
    lang: "default",
    path: story.path ?? null,
    alternates: [],
    default_full_slug: null,
    translated_slugs: null,
  };
}

function link(story: FakeStory): [string, Json] {
  return [
    story.uuid,
    {
      id: story.id,
      uuid: story.uuid,
      slug: story.full_slug,
      path: story.path ?? null,
      parent_id: story.parent_id,
      name: story.name,
      is_folder: story.is_folder,
      published: story.published,
      is_startpage: story.is_startpage ?? false,
      position: story.position ?? 0,
      real_path: `/${story.full_slug}`,
    },
  ];
}

export function cdnSpaceOf(space: FakeManagementSpace): Space {
  const byFullSlug = (a: FakeStory, b: FakeStory) => a.full_slug.localeCompare(b.full_slug);
  const stories = space.stories.filter((story) => !story.is_folder).sort(byFullSlug);
  return {
    id: space.id,
    cv: Math.floor(Date.now() / 1000),
    stories: stories.map(cdnStory),
    published: stories.filter((story) => story.published).map(cdnStory),
    links: space.stories.filter((story) => story.is_folder || story.published).map(link),
  };
}

export function startFakeCdnFromManagement(space: FakeManagementSpace, options: { token?: string } = {}): Promise<FakeStoryblok> {
  const readAsset = async (assetPath: string) => space.assets.find((asset) => asset.finished && asset.key === assetPath)?.bytes ?? undefined;
  return startFakeStoryblokWith(cdnSpaceOf(space), readAsset, options);
}
