// Before a player is embedded, the host's oEmbed endpoint is asked about the
// video. The answer is classified rather than thrown: a 404 (the endpoint knows
// nothing, which private-but-embeddable videos also answer), a time-out or a
// network error all allow embedding; any other non-ok answer blocks it.
import { OEMBED_TIMEOUT_MS } from "../lib/constants";
import { VIDEO_MESSAGES, type Video } from "../lib/video";
import { oembedUrl } from "../lib/video-embed";

export type OembedVerdict = { allowed: true; reason: "ok" | "not-found" | "timeout" | "network" } | { allowed: false; status: number; message: string };

/** Pure: what an HTTP status means for embedding. */
export function classifyOembedStatus(video: Video, status: number): OembedVerdict {
  if (status >= 200 && status < 300) return { allowed: true, reason: "ok" };
  if (status === 404) return { allowed: true, reason: "not-found" };
  return { allowed: false, status, message: VIDEO_MESSAGES.notEmbeddable(video.id) };
}

export async function checkEmbeddable(video: Video, fetcher: typeof fetch = fetch): Promise<OembedVerdict> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), OEMBED_TIMEOUT_MS);
  try {
    const response = await fetcher(oembedUrl(video), { signal: controller.signal, credentials: "omit" });
    return classifyOembedStatus(video, response.status);
  } catch {
    return { allowed: true, reason: controller.signal.aborted ? "timeout" : "network" };
  } finally {
    clearTimeout(timer);
  }
}
