// A schema.org VideoObject for each distinct video a case study shows (its own video, then
// the videos of its blocks, in page order; the same video twice is described once), with the
// properties Google's video rich results require (name, thumbnailUrl, uploadDate) and
// recommend (description, embedUrl). A video URL that does not parse is left out: the page
// shows the still with the reason instead of a player.
import { isoDateTime } from "../lib/dates";
import { imageUrl } from "../lib/images";
import { embedUrl, parseVideoUrl, providerStillUrl, type Video } from "../lib/video";
import { pageMeta } from "./page-meta";
import type { Route } from "./route";
import type { Site } from "./site";

type Schema = Record<string, unknown>;

/** A block (or the story's content) holding a video_url, with the texts and still beside it. */
interface VideoSource {
  video_url: string;
  image?: { filename?: string | null; focus?: string | null } | null;
  title?: unknown;
  heading?: unknown;
  caption?: unknown;
  description?: unknown;
}

export function videoObjects(site: Site, route: Route): Schema[] {
  const content = route.story.content;
  if (route.kind !== "case_study" || content.component !== "case_study") return [];
  const seen = new Set<string>();
  const schemas: Schema[] = [];
  for (const source of videoSources(content)) {
    const parsed = parseVideoUrl(source.video_url);
    if (!parsed.ok || seen.has(`${parsed.video.provider}:${parsed.video.id}`)) continue;
    seen.add(`${parsed.video.provider}:${parsed.video.id}`);
    schemas.push(videoObject(site, route, source, parsed.video, schemas.length));
  }
  return schemas;
}

function videoObject(site: Site, route: Route, source: VideoSource, video: Video, index: number): Schema {
  const content = route.story.content as Extract<Route["story"]["content"], { component: "case_study" }>;
  const meta = pageMeta(site, route);
  const main = index === 0;
  const own = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);
  // the case study's first video is the film itself: it takes the story's name and description
  const name = main ? route.story.name : (own(source.title) ?? own(source.heading) ?? `${route.story.name}: video ${index + 1}`);
  const description = (main ? null : (own(source.caption) ?? own(source.description))) ?? own(content.description) ?? meta.description;
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name,
    description,
    thumbnailUrl: [thumbnail(site, source, content.image, video) ?? meta.ogImage],
    uploadDate: isoDateTime(content.date),
    embedUrl: embedUrl({ ...video, startSeconds: null }),
  };
}

/** The still the page shows for the video, else the case study's image, else the host's own still. */
function thumbnail(site: Site, source: VideoSource, storyImage: VideoSource["image"], video: Video): string | null {
  const image = source.image?.filename ? source.image : storyImage?.filename ? storyImage : null;
  if (!image?.filename) return providerStillUrl(video);
  const url = imageUrl(image.filename, { width: 1280, height: 720, focus: image.focus });
  return url.startsWith("/") ? new URL(url, site.settings.production_site_url).toString() : url;
}

/** Every node with a component and a non-empty video_url, depth first in document order. */
function videoSources(node: unknown): VideoSource[] {
  if (Array.isArray(node)) return node.flatMap(videoSources);
  if (typeof node !== "object" || node === null || !("component" in node)) return [];
  const own = "video_url" in node && typeof node.video_url === "string" && node.video_url.trim() ? [node as VideoSource] : [];
  const children = Object.values(node).filter((value) => typeof value === "object" && value !== null);
  return [...own, ...children.flatMap(videoSources)];
}
