// Every video on the site starts here. A valid video URL becomes the VideoEmbed
// island: a still with a play control and a plain link to the video's page, which
// works without JavaScript, and plays in place once the island wakes. An invalid
// URL is reported to the editor and shown to visitors as the still
// (src/components/VideoStill.tsx) with the reason the video cannot play.

import { imageAsset, usePriority } from "../components/Image";
import { useRenderContext } from "../components/site-context";
import { VideoStill } from "../components/VideoStill";
import type { Asset } from "../content/fields";
import { assetDimensions } from "../lib/images";
import { parseVideoUrl } from "../lib/video";
import { Island } from "./Island";
import type { VideoEmbedMode } from "./VideoEmbed";

export interface VideoEmbedOrStillProps {
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

export function VideoEmbedOrStill({ videoUrl, image, title, sizes, aspect, priority: asked, path, className, mode = "inline" }: VideoEmbedOrStillProps) {
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
  return <VideoStill image={image} sizes={sizes} frameAspect={frameAspect} aspect={aspect} priority={priority} className={className} error={parsed ? parsed.error : null} />;
}

function naturalRatio(asset: Asset): number {
  const size = assetDimensions(asset.filename) ?? { width: asset.width ?? 16, height: asset.height ?? 9 };
  return size.width / size.height;
}
