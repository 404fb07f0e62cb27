// What a video frame shows over its still while the player loads or after it
// could not: a spinner, or the reason with a way forward.
import { providerName, VIDEO_MESSAGES, type Video, watchUrl } from "../lib/video";
import type { VideoState } from "./video-state";

export function VideoLoading() {
  return (
    <span className="video-still__loading" role="status">
      <span className="video-still__spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading video</span>
    </span>
  );
}

interface VideoErrorProps {
  video: Video;
  error: NonNullable<VideoState["error"]>;
  onRetry: () => void;
}

export function VideoError({ video, error, onRetry }: VideoErrorProps) {
  const provider = providerName(video);
  if (error.kind === "not-embeddable") {
    return (
      <div className="video-still__error" role="alert">
        <p>{error.message}</p>
        <a href={watchUrl(video)} target="_blank" rel="noopener noreferrer">
          Watch on {provider} (opens in a new tab)
        </a>
      </div>
    );
  }
  return (
    <div className="video-still__error" role="alert">
      <p className="video-still__error-title">{video.provider === "vimeo" ? VIDEO_MESSAGES.unavailable : `${provider} video unavailable`}</p>
      <p>{VIDEO_MESSAGES.failedAfterRetries}</p>
      <p>{VIDEO_MESSAGES.checkUrl}</p>
      <button type="button" className="button video-still__retry" onClick={onRetry}>
        {VIDEO_MESSAGES.retry}
      </button>
    </div>
  );
}
