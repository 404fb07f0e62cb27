// Video URLs from the CMS → a typed video reference (Vimeo or YouTube), and the
// URLs built from it: the page to watch it on, the player to embed, a still.
// Editors paste whatever their browser shows, so every common shape is accepted;
// anything else yields one of the spec's messages (section 8).

export const VIDEO_MESSAGES = {
  notVimeo: "Please use a valid Vimeo URL",
  vimeoFormat: "Invalid Vimeo URL format",
  vimeoId: (id: string) => `Invalid Vimeo ID format: ${id}`,
  /** an id that is not digits at all, so there is nothing worth quoting */
  vimeoIdBare: "Invalid Vimeo ID format",
  notEmbeddable: (id: string) => `Video ${id} validation failed - video may not be embeddable`,
  unavailable: "Vimeo video unavailable",
  failedAfterRetries: "Video failed to load after multiple attempts",
  checkUrl: "Please check the video URL or contact support",
  retry: "Retry Loading",
} as const;

export interface VimeoVideo {
  provider: "vimeo";
  /** 6 to 12 digits (spec 5) */
  id: string;
  /** the privacy hash of an unlisted video, needed to embed or watch it */
  hash: string | null;
  startSeconds: number | null;
}

export interface YouTubeVideo {
  provider: "youtube";
  id: string;
  startSeconds: number | null;
}

export type Video = VimeoVideo | YouTubeVideo;
export type VideoParse = { ok: true; video: Video } | { ok: false; error: string };

const VIMEO_ID = /^\d{6,12}$/;
const DIGITS = /^\d+$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;
const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "youtu.be", "www.youtube-nocookie.com", "youtube-nocookie.com"]);

export function isVimeoId(id: string): boolean {
  return VIMEO_ID.test(id);
}

/** Why an id cannot be a Vimeo video: quoted when it is digits of the wrong length, bare when it is not digits at all. */
export function vimeoIdError(id: string): string | null {
  if (isVimeoId(id)) return null;
  return DIGITS.test(id) ? VIDEO_MESSAGES.vimeoId(id) : VIDEO_MESSAGES.vimeoIdBare;
}

export function parseVideoUrl(raw: string): VideoParse {
  const url = toUrl(raw);
  if (!url) return { ok: false, error: VIDEO_MESSAGES.notVimeo };
  const host = url.hostname.toLowerCase();
  if (VIMEO_HOSTS.has(host)) return parseVimeo(url);
  if (YOUTUBE_HOSTS.has(host)) return parseYouTube(url);
  return { ok: false, error: VIDEO_MESSAGES.notVimeo };
}

/** Accepts addresses pasted without a scheme ("vimeo.com/123456"). */
function toUrl(raw: string): URL | null {
  const trimmed = raw.trim();
  if (trimmed === "") return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, "")}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

function parseVimeo(url: URL): VideoParse {
  const segments = url.pathname.split("/").filter(Boolean);
  const found = url.hostname.toLowerCase() === "player.vimeo.com" ? playerPathId(segments) : pagePathId(segments);
  if (!found) return { ok: false, error: VIDEO_MESSAGES.vimeoFormat };
  const idError = vimeoIdError(found.id);
  if (idError) return { ok: false, error: idError };
  const hash = found.hash ?? url.searchParams.get("h");
  return {
    ok: true,
    video: {
      provider: "vimeo",
      id: found.id,
      hash: hash && VIMEO_HASH.test(hash) ? hash : null,
      startSeconds: startTime(new URLSearchParams(url.hash.slice(1)).get("t")),
    },
  };
}

type PathId = { id: string; hash?: string };

/** player.vimeo.com/video/ID */
function playerPathId([first, id]: string[]): PathId | null {
  return first === "video" && id ? { id } : null;
}

/**
 * vimeo.com/ID, vimeo.com/ID/HASH (unlisted), vimeo.com/channels/NAME/ID,
 * vimeo.com/groups/NAME/videos/ID, vimeo.com/showcase/N/video/ID,
 * vimeo.com/album/N/video/ID, vimeo.com/video/ID, vimeo.com/manage/videos/ID.
 */
function pagePathId(segments: string[]): PathId | null {
  const [first, second, third, fourth] = segments;
  if (!first) return null;
  if (DIGITS.test(first) && segments.length <= 2) {
    return second === undefined ? { id: first } : VIMEO_HASH.test(second) ? { id: first, hash: second } : null;
  }
  const candidate =
    first === "channels" && segments.length === 3
      ? third
      : first === "groups" && third === "videos" && segments.length === 4
        ? fourth
        : (first === "showcase" || first === "album") && third === "video" && segments.length === 4
          ? fourth
          : first === "video" && segments.length === 2
            ? second
            : first === "manage" && second === "videos" && segments.length === 3
              ? third
              : undefined;
  return candidate && DIGITS.test(candidate) ? { id: candidate } : null;
}

function parseYouTube(url: URL): VideoParse {
  const segments = url.pathname.split("/").filter(Boolean);
  const id =
    url.hostname.toLowerCase() === "youtu.be"
      ? segments[0]
      : segments[0] === "watch"
        ? url.searchParams.get("v")
        : ["embed", "shorts", "live", "v"].includes(segments[0] ?? "")
          ? segments[1]
          : null;
  if (!id || !YOUTUBE_ID.test(id)) return { ok: false, error: VIDEO_MESSAGES.notVimeo };
  const start = url.searchParams.get("t") ?? url.searchParams.get("start") ?? new URLSearchParams(url.hash.slice(1)).get("t");
  return { ok: true, video: { provider: "youtube", id, startSeconds: startTime(start) } };
}

/** "30", "30s", "1m30s", "1h2m3s" → seconds; anything else → no start time. */
export function startTime(value: string | null): number | null {
  if (!value) return null;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value.trim());
  if (!match) return null;
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return seconds > 0 ? seconds : null;
}

/** The provider's own page for the video, where a visitor can watch it. */
export function watchUrl(video: Video): string {
  if (video.provider === "youtube") {
    return `https://www.youtube.com/watch?v=${video.id}${video.startSeconds ? `&t=${video.startSeconds}s` : ""}`;
  }
  const path = video.hash ? `${video.id}/${video.hash}` : video.id;
  return `https://vimeo.com/${path}${video.startSeconds ? `#t=${video.startSeconds}s` : ""}`;
}

/** The player to put in an iframe: player.vimeo.com/video/ID?h=HASH#t=30s, or YouTube's privacy-enhanced player. */
export function embedUrl(video: Video): string {
  if (video.provider === "youtube") {
    return `https://www.youtube-nocookie.com/embed/${video.id}${video.startSeconds ? `?start=${video.startSeconds}` : ""}`;
  }
  const query = video.hash ? `?h=${video.hash}` : "";
  return `https://player.vimeo.com/video/${video.id}${query}${video.startSeconds ? `#t=${video.startSeconds}s` : ""}`;
}

/**
 * A still to show before the video plays, when the editor gave no image.
 * YouTube serves one at a fixed address; Vimeo only through its oEmbed API,
 * which a build cannot call offline, so Vimeo videos without an image get the
 * designed placeholder frame instead (null here).
 */
export function providerStillUrl(video: Video): string | null {
  return video.provider === "youtube" ? `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg` : null;
}

export function providerName(video: Video): string {
  return video.provider === "youtube" ? "YouTube" : "Vimeo";
}
