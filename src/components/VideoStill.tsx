// The static form of a video: its still with a clear play affordance, linking to
// the video's own page (new tab). The inline player and the lightbox replace the
// link later without changing this markup's footprint, so nothing shifts.
// An invalid video URL is reported and the still is shown without the link.
import { ArrowUpRight, Play } from "lucide-react";
import type { CSSProperties } from "react";
import type { Asset } from "../content/fields";
import { assetDimensions } from "../lib/images";
import { parseVideoUrl, providerName, providerStillUrl, watchUrl, type Video } from "../lib/video";
import { Image } from "./Image";
import { useRenderContext } from "./site-context";

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
}

const WIDE = 16 / 9;

export function VideoStill({ videoUrl, image, title, sizes, aspect, priority, path, className }: VideoStillProps) {
  const video = useVideo(videoUrl, path);
  const still = image ? <Image asset={image} sizes={sizes} aspect={aspect} priority={priority} className="video-still__image" /> : null;
  const classes = ["video-still", className].filter(Boolean).join(" ");
  // a custom property rather than aspect-ratio itself, so a parent's stylesheet can size the frame instead
  const style = { "--video-still-aspect": String(aspect ?? (image ? naturalRatio(image) : WIDE)) } as CSSProperties;
  if (!video) {
    return still ? (
      <div className={classes} style={style}>
        {still}
      </div>
    ) : null;
  }
  const provider = providerName(video);
  return (
    <a
      className={`${classes} video-still--playable`}
      style={style}
      href={watchUrl(video)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Watch on ${provider}: ${title || "video"} (opens in a new tab)`}
    >
      {still ?? <ProviderStill video={video} />}
      <span className="video-still__play" aria-hidden="true">
        <Play size={28} fill="currentColor" strokeWidth={1.5} />
      </span>
      <span className="video-still__label" aria-hidden="true">
        Watch on {provider}
        <ArrowUpRight size={16} strokeWidth={2} />
      </span>
    </a>
  );
}

function naturalRatio(asset: Asset): number {
  const size = assetDimensions(asset.filename) ?? { width: asset.width ?? 16, height: asset.height ?? 9 };
  return size.width / size.height;
}

/** Parses the URL once per render, reporting a bad one where the editor can find it. */
function useVideo(videoUrl: string | null, path: string): Video | null {
  const { warn } = useRenderContext();
  if (!videoUrl) return null;
  const parsed = parseVideoUrl(videoUrl);
  if (parsed.ok) return parsed.video;
  warn(
    path,
    `${parsed.error} ("${videoUrl}"), so the video link is left out; paste the address from the video's Share dialog, such as https://vimeo.com/123456789`,
  );
  return null;
}

/** YouTube's own thumbnail, or a designed frame where the provider has no fixed still address. */
function ProviderStill({ video }: { video: Video }) {
  const src = providerStillUrl(video);
  if (!src) return <span className="video-still__placeholder" />;
  return <img className="video-still__image" src={src} width={480} height={360} alt="" loading="lazy" decoding="async" />;
}
