// A CMS image: resized through the image service at several widths (srcset), in
// WebP with a JPEG fallback, with width and height set so nothing shifts as it
// loads. Lazy, except the page's first, largest image: one a banner marks as
// priority, else the first image in the page's opening blocks (AboveTheFold).
import { useContext } from "react";
import type { Asset } from "../content/fields";
import { assetDimensions, imageUrl } from "../lib/images";
import { AboveTheFold, SiteContext } from "./site-context";

/** The asset fields an image is drawn from (an island's props carry only these). */
export type ImageAsset = Pick<Asset, "filename" | "alt" | "focus" | "width" | "height">;

/** Those fields of a CMS asset, for an island's props: the rest (id, copyright, meta_data…) would ride along in every page's HTML unused. */
export function imageAsset(asset: ImageAsset): ImageAsset {
  return { filename: asset.filename, alt: asset.alt, focus: asset.focus, width: asset.width, height: asset.height };
}

export interface ImageProps {
  asset: ImageAsset;
  /** the layout width the image is shown at, as a sizes attribute */
  sizes: string;
  /** target aspect ratio (width / height); the asset's own when omitted */
  aspect?: number;
  /** widths to offer in srcset */
  widths?: number[];
  quality?: number;
  fit?: "cover" | "contain";
  priority?: boolean;
  /** fetched at once even where it is not shown (a slide's next still), without the priority's high fetch priority */
  eager?: boolean;
  className?: string;
  /** alt text when the asset has none; pass "" for a decorative image */
  alt?: string;
}

const DEFAULT_WIDTHS = [480, 768, 1024, 1440, 1920];

export function Image({ asset, sizes, aspect, widths = DEFAULT_WIDTHS, quality, fit = "cover", priority: asked = false, eager = false, className, alt }: ImageProps) {
  const priority = usePriority(asked);
  const natural = assetDimensions(asset.filename) ?? { width: asset.width ?? 1600, height: asset.height ?? 900 };
  const ratio = aspect ?? natural.width / natural.height;
  const usable = widths.filter((w) => w <= natural.width);
  const candidates = usable.length > 0 ? usable : [natural.width];
  const largest = candidates[candidates.length - 1]!;
  const heightFor = (w: number) => (aspect ? Math.round(w / ratio) : 0);
  const src = (w: number, format?: "webp") => imageUrl(asset.filename, { width: w, height: heightFor(w), quality, focus: asset.focus, fit, format });
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
      loading={priority || eager ? "eager" : "lazy"}
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

/** The first image that asks for priority, or the first one above the fold, gets it; later ones stay lazy. */
export function usePriority(asked: boolean, eligible = true): boolean {
  const page = useContext(SiteContext);
  const aboveTheFold = useContext(AboveTheFold);
  if (!eligible) return false; // nothing is shown that could be the page's largest image
  if (!page) return asked; // inside an island: the server already decided
  if (!asked && (!aboveTheFold || page.priorityImage.claimed)) return false;
  page.priorityImage.claimed = true;
  return true;
}
