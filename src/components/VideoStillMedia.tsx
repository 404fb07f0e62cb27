// The picture inside a video frame: the editor's still, the provider's own
// thumbnail, or a designed frame where the provider has no fixed still address.
// Shared by the server-only frame and the VideoEmbed island.
import { providerStillUrl, type Video } from "../lib/video";
import { Image, type ImageAsset } from "./Image";

export interface VideoStillMediaProps {
  image: ImageAsset | null;
  video: Video | null;
  sizes: string;
  aspect?: number;
  priority?: boolean;
}

export function VideoStillMedia({ image, video, sizes, aspect, priority }: VideoStillMediaProps) {
  if (image) return <Image asset={image} sizes={sizes} aspect={aspect} priority={priority} className="video-still__image" />;
  const src = video ? providerStillUrl(video) : null;
  if (!src) return <span className="video-still__placeholder" />;
  return <img className="video-still__image" src={src} width={480} height={360} alt="" loading="lazy" decoding="async" />;
}
