// Every video on the site starts here. A valid video URL becomes the VideoEmbed
// island: a still with a play control and a plain link to the video's page, which
// works without JavaScript, and plays in place once the island wakes. An invalid
// URL is reported to the editor and shown to visitors as the still with the
// reason the video cannot play.
import type { CSSProperties } from "react";
import type { Asset } from "../content/fields";
import { Island } from "../islands/Island";
import type { VideoEmbedMode } from "../islands/VideoEmbed";
import { assetDimensions } from "../lib/images";
import { parseVideoUrl, VIDEO_MESSAGES } from "../lib/video";
import { imageAsset, usePriority } from "./Image";
import { useRenderContext } from "./site-context";
import { VideoStillMedia } from "./VideoStillMedia";

export interface VideoStillProps {
  videoUrl: string | null;
  image: Asset | null;
  /** what the video shows, used in the link's accessible name */
  title: string;
  sizes: string;
  /** width / height of the frame, the still cropped to it; the still's own shape (16:9 without one) unless given */
  aspect?: number;
  priority?: boolean;
  /** field path of the video URL, for warnings */
  path: string;
  className?: string;
  /** inline (plays in place, the default) or lightbox (opens over the page) */
  mode?: Exclude<VideoEmbedMode, "background">;
}

const WIDE = 16 / 9;

export function VideoStill({ videoUrl, image, title, sizes, aspect, priority: asked, path, className, mode = "inline" }: VideoStillProps) {
  const { warn } = useRenderContext();
  // only a still that is shown can claim the page's priority image
  const priority = usePriority(asked ?? false, image !== null);
  const frameAspect = aspect ?? (image ? naturalRatio(image) : WIDE);
  const parsed = videoUrl ? parseVideoUrl(videoUrl) : null;
  if (parsed?.ok) {
    return (
      <Island
        name="VideoEmbed"
        props={{ videoUrl: videoUrl!, image: image && imageAsset(image), title, sizes, aspect: frameAspect, cropStill: aspect !== undefined, priority, className, mode }}
      />
    );
  }
  if (parsed && videoUrl) {
    warn(path, `${parsed.error} ("${videoUrl}"), so the video cannot play; paste the address from the video's Share dialog, such as https://vimeo.com/123456789`);
  }
  if (!image && !parsed) return null;
  const classes = ["video-still", className].filter(Boolean).join(" ");
  // a custom property rather than aspect-ratio itself, so a parent's stylesheet can size the frame instead
  const style = { "--video-still-aspect": String(frameAspect) } as CSSProperties;
  return (
    <div className={classes} style={style}>
      <VideoStillMedia image={image} video={null} sizes={sizes} aspect={aspect} priority={priority} />
      {parsed ? <InvalidVideoMessage error={parsed.error} /> : null}
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

function naturalRatio(asset: Asset): number {
  const size = assetDimensions(asset.filename) ?? { width: asset.width ?? 16, height: asset.height ?? 9 };
  return size.width / size.height;
}
