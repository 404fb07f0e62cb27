// The shared listing loader: case studies, services, clients, sectors, video types
// and articles with their relations resolved, sorted the way every listing shows them.
import { storyPath } from "../lib/urls";
import type { ContentOf } from "./content-types";
import type { Asset } from "./fields";
import { type BuildWarning, type LoadedStory, storiesOf } from "./loaded-story";

export interface StoryRef {
  uuid: string;
  name: string;
  slug: string;
  url: string;
}

export interface CaseStudyItem extends StoryRef {
  date: string;
  year: string;
  heading: string;
  description: string;
  image: Asset | null;
  videoUrl: string | null;
  video: Asset | null;
  /** null url when the client is only named (no client page) */
  client: { name: string; url: string | null } | null;
  sectors: StoryRef[];
  services: StoryRef[];
  videoTypes: StoryRef[];
}

export interface ServiceItem extends StoryRef {
  excerpt: string;
  icon: string | null;
  image: Asset | null;
  content: ContentOf<"service">;
}

export interface ArticleItem extends StoryRef {
  date: string;
  category: ContentOf<"article">["category"];
  excerpt: string;
  image: Asset | null;
  related: string[];
}

export type ClientItem = StoryRef;

export interface Listings {
  caseStudies: CaseStudyItem[];
  services: ServiceItem[];
  clients: ClientItem[];
  sectors: StoryRef[];
  videoTypes: StoryRef[];
  articles: ArticleItem[];
}

type Warn = (w: BuildWarning) => void;

const ref = (story: LoadedStory): StoryRef => ({
  uuid: story.uuid,
  name: story.name,
  slug: story.slug,
  url: storyPath(story.full_slug),
});

const byName = (a: StoryRef, b: StoryRef) => a.name.localeCompare(b.name, "en");
const byDateDesc = (a: { date: string }, b: { date: string }) => b.date.localeCompare(a.date);

export function buildListings(stories: LoadedStory[], warn: Warn): Listings {
  const byUuid = new Map(stories.map((s) => [s.uuid, s]));
  const resolve = (owner: LoadedStory, field: string, uuids: string[], component: string): StoryRef[] =>
    uuids.flatMap((uuid, i) => {
      const target = byUuid.get(uuid);
      if (target && target.content.component === component) return [ref(target)];
      warn({ where: owner.full_slug, path: `content.${field}[${i}]`, message: `no ${component} story with uuid ${uuid}; the reference is left out` });
      return [];
    });

  const caseStudies = storiesOf(stories, "case_study")
    .map((s) => caseStudyItem(s, resolve, byUuid, warn))
    .sort(byDateDesc);
  const services = storiesOf(stories, "service")
    .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))
    .map((s) => ({ ...ref(s), excerpt: s.content.excerpt, icon: s.content.icon, image: s.content.image, content: s.content }));
  const clients = storiesOf(stories, "client").map(ref).sort(byName);
  const articles = storiesOf(stories, "article")
    .map((s) => ({
      ...ref(s),
      date: s.content.date,
      category: s.content.category,
      excerpt: s.content.excerpt,
      image: s.content.image,
      related: s.content.related,
    }))
    .sort(byDateDesc);
  const sectors = storiesOf(stories, "sector").map(ref).sort(byName);
  const videoTypes = storiesOf(stories, "video_type").map(ref).sort(byName);
  return { caseStudies, services, clients, sectors, videoTypes, articles };
}

function caseStudyItem(
  story: LoadedStory<"case_study">,
  resolve: (owner: LoadedStory, field: string, uuids: string[], component: string) => StoryRef[],
  byUuid: Map<string, LoadedStory>,
  warn: Warn,
): CaseStudyItem {
  const c = story.content;
  return {
    ...ref(story),
    date: c.date,
    year: c.date.slice(0, 4),
    heading: c.heading ?? story.name,
    description: c.description,
    image: c.image,
    videoUrl: c.video_url,
    video: c.video,
    client: resolveClient(story, byUuid, warn),
    sectors: resolve(story, "sector", c.sector, "sector"),
    services: resolve(story, "service", c.service, "service"),
    videoTypes: resolve(story, "video_type", c.video_type, "video_type"),
  };
}

function resolveClient(story: LoadedStory<"case_study">, byUuid: Map<string, LoadedStory>, warn: Warn) {
  const client = story.content.client;
  if (!client) return null;
  if (typeof client === "object") return { name: client.name, url: null };
  const target = byUuid.get(client);
  if (target && target.content.component === "client") return { name: target.name, url: storyPath(target.full_slug) };
  warn({ where: story.full_slug, path: "content.client", message: `no client story with uuid ${client}; the client is shown blank` });
  return null;
}
