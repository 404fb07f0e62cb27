// The whole space as it is being built: folders and stories, each with the
// entry cdn/links would list for it. Stories are added by the page modules.

import { timesFor } from "./ids";
import { uuidFor } from "./prng";
import { FETCHED_AT } from "./seed-constants";
import { type Fields, folderId, folderUuid, StoryScope } from "./seed-story";

export interface LinkEntry {
  id: number;
  uuid: string;
  slug: string;
  path: null;
  parent_id: number | null;
  name: string;
  is_folder: boolean;
  published: boolean;
  is_startpage: boolean;
  position: number;
  real_path: string;
}

export interface StoryRecord {
  story: Fields & { full_slug: string };
  link: LinkEntry;
}

interface FolderOptions {
  slug: string;
  name: string;
  position: number;
  /** the spec's space lists one folder (insights) as unpublished */
  published?: boolean;
}

interface StoryOptions {
  fullSlug: string;
  name: string;
  /** slug of the folder the story sits in; none for top-level stories */
  folder?: string;
  position: number;
  tags?: string[];
  /** "YYYY-MM-DD HH:mm" the story's timestamps cluster around */
  around?: string;
  content: (scope: StoryScope) => Fields;
}

const folders: LinkEntry[] = [];
const stories: StoryRecord[] = [];

export function addFolder({ slug, name, position, published = true }: FolderOptions): void {
  folders.push({
    id: folderId(slug),
    uuid: folderUuid(slug),
    slug,
    path: null,
    parent_id: null,
    name,
    is_folder: true,
    published,
    is_startpage: false,
    position,
    real_path: `/${slug}`,
  });
}

export function addStory(options: StoryOptions): StoryScope {
  const { fullSlug, name, folder, position } = options;
  if (stories.some((s) => s.story.full_slug === fullSlug)) throw new Error(`Story ${fullSlug} is added twice`);
  const scope = new StoryScope(fullSlug);
  const isStartpage = fullSlug.endsWith("/");
  const parentId = folder ? folderId(folder) : null;
  const slug = isStartpage ? fullSlug.slice(0, -1).split("/").pop()! : fullSlug.split("/").pop()!;
  const times = timesFor(fullSlug, options.around);
  const story = {
    name,
    created_at: times.created_at,
    published_at: times.published_at,
    updated_at: times.updated_at,
    id: scope.id,
    uuid: scope.uuid,
    content: options.content(scope),
    slug,
    full_slug: fullSlug,
    sort_by_date: null,
    position,
    tag_list: options.tags ?? [],
    is_startpage: isStartpage,
    parent_id: parentId,
    meta_data: null,
    group_id: uuidFor(`group:${fullSlug}`),
    first_published_at: times.first_published_at,
    release_id: null,
    lang: "default",
    path: null,
    alternates: [],
    default_full_slug: null,
    translated_slugs: null,
  };
  const link: LinkEntry = {
    id: scope.id,
    uuid: scope.uuid,
    slug: fullSlug,
    path: null,
    parent_id: parentId,
    name,
    is_folder: false,
    published: true,
    is_startpage: isStartpage,
    position,
    real_path: `/${fullSlug}`,
  };
  stories.push({ story, link });
  return scope;
}

export function allStories(): StoryRecord[] {
  return [...stories].sort((a, b) => a.story.full_slug.localeCompare(b.story.full_slug));
}

/** cdn/links order: each folder followed by its stories, start page first. */
export function allLinks(): LinkEntry[] {
  const byParent = (id: number | null) =>
    stories
      .map((s) => s.link)
      .filter((l) => l.parent_id === id)
      .sort((a, b) => Number(b.is_startpage) - Number(a.is_startpage) || a.position - b.position || a.slug.localeCompare(b.slug));
  const ordered = [...byParent(null)];
  for (const folder of [...folders].sort((a, b) => a.position - b.position)) ordered.push(folder, ...byParent(folder.id));
  return ordered;
}

export const spaceFile = () => ({ id: 318794, cv: Date.parse(FETCHED_AT) / 1000, version: "published", fetched_at: FETCHED_AT });
