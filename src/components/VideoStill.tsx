// A video's still where no player is: its image in the video's frame and, for a
// video URL that cannot play, the reason why and what would fix it. A valid URL
// becomes the VideoEmbed island instead, which shows the same still
// (src/islands/VideoEmbedOrStill.tsx chooses).
import type { CSSProperties } from "react";
import type { Asset } from "../content/fields";
import { VIDEO_MESSAGES } from "../lib/video";
import { VideoStillMedia } from "./VideoStillMedia";

export interface VideoStillProps {
  image: Asset | null;
  sizes: string;
  /** width / height of the frame */
  frameAspect: number;
  /** the frame the still is cropped to, where one was asked for */
  aspect?: number;
  priority: boolean;
  className?: string;
  /** why the video cannot play, or null when there is no video */
  error: string | null;
}

export function VideoStill({ image, sizes, frameAspect, aspect, priority, className, error }: VideoStillProps) {
  const classes = ["video-still", className].filter(Boolean).join(" ");
  // a custom property rather than aspect-ratio itself, so a parent's stylesheet can size the frame instead
  const style = { "--video-still-aspect": String(frameAspect) } as CSSProperties;
  return (
    <div className={classes} style={style}>
      <VideoStillMedia image={image} video={null} sizes={sizes} aspect={aspect} priority={priority} />
      {error !== null ? <InvalidVideoMessage error={error} /> : null}
    </div>
  );
}

/** Why the video cannot play, and what would fix it (the hint is left out where the reason already says it). */
function InvalidVideoMessage({ error }: { error: string }) {
  const hint = error === VIDEO_MESSAGES.notVimeo ? null : VIDEO_MESSAGES.notVimeo;
  return (
    <p className="video-still__message">
      <strong>{error}</strong>
      {hint ? <span>{hint}</span> : null}
    </p>
  );
}
