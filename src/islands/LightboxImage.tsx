// An image that opens larger in the lightbox (a gallery item without a video).
// Without JavaScript the link opens the large image itself.
import { Expand } from "lucide-react";
import { type CSSProperties, type MouseEvent, useState } from "react";
import { Image, type ImageAsset } from "../components/Image";
import { imageUrl } from "../lib/images";
import { Lightbox } from "./Lightbox";

export interface LightboxImageProps {
  image: ImageAsset;
  sizes: string;
  /** width / height of the frame the image is cropped to */
  aspect: number;
  className?: string;
}

const LARGE_WIDTH = 1200;

export default function LightboxImage({ image, sizes, aspect, className }: LightboxImageProps) {
  const [open, setOpen] = useState(false);
  const alt = image.alt ?? "";
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    setOpen(true);
  };
  return (
    <div className={["video-still", "lightbox-image", className].filter(Boolean).join(" ")} style={{ "--video-still-aspect": String(aspect) } as CSSProperties}>
      <Image asset={image} sizes={sizes} aspect={aspect} className="video-still__image" />
      <a className="video-still__link" href={imageUrl(image.filename, { width: LARGE_WIDTH })} onClick={onClick}>
        <span className="visually-hidden">View larger: {alt || "image"}</span>
        <span className="lightbox-image__badge" aria-hidden="true">
          <Expand size={18} />
        </span>
      </a>
      <Lightbox open={open} onClose={() => setOpen(false)} kind="image" label={alt || "Image"}>
        <Image asset={image} sizes="(min-width: 640px) 600px, 100vw" widths={[600, LARGE_WIDTH]} className="lightbox__image" />
      </Lightbox>
    </div>
  );
}
