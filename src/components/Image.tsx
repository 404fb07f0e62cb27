// A CMS image: resized through the image service at several widths (srcset), in
// WebP with a JPEG fallback, with width and height set so nothing shifts as it
// loads. Lazy unless it is the page's first, largest image (priority).
import type { Asset } from "../content/fields";
import { assetDimensions, imageUrl } from "../lib/images";

export interface ImageProps {
  asset: Asset;
  /** the layout width the image is shown at, as a sizes attribute */
  sizes: string;
  /** target aspect ratio (width / height); the asset's own when omitted */
  aspect?: number;
  /** widths to offer in srcset */
  widths?: number[];
  quality?: number;
  fit?: "cover" | "contain";
  priority?: boolean;
  className?: string;
  /** alt text when the asset has none; pass "" for a decorative image */
  alt?: string;
}

const DEFAULT_WIDTHS = [480, 768, 1024, 1440, 1920];

export function Image({ asset, sizes, aspect, widths = DEFAULT_WIDTHS, quality, fit = "cover", priority = false, className, alt }: ImageProps) {
  const natural = assetDimensions(asset.filename) ?? { width: asset.width ?? 1600, height: asset.height ?? 900 };
  const ratio = aspect ?? natural.width / natural.height;
  const usable = widths.filter((w) => w <= natural.width);
  const candidates = usable.length > 0 ? usable : [natural.width];
  const largest = candidates[candidates.length - 1]!;
  const heightFor = (w: number) => (aspect ? Math.round(w / ratio) : 0);
  const src = (w: number, format?: "webp") =>
    imageUrl(asset.filename, { width: w, height: heightFor(w), quality, focus: asset.focus, fit, format });
  const srcSet = (format?: "webp") => candidates.map((w) => `${src(w, format)} ${w}w`).join(", ");
  const isSvg = /\.svg$/i.test(asset.filename);
  const img = (
    <img
      src={isSvg ? imageUrl(asset.filename) : src(largest)}
      srcSet={isSvg ? undefined : srcSet()}
      sizes={isSvg ? undefined : sizes}
      width={largest}
      height={Math.round(largest / ratio)}
      alt={asset.alt || alt || ""}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
    />
  );
  if (isSvg) return img;
  return (
    <picture>
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      {img}
    </picture>
  );
}
