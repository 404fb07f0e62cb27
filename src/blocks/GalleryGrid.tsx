// One featured item and up to GALLERY_SECONDARY_MAX beside it (spec 9), each an
// image or a video still, each opening larger in the lightbox, with an optional caption. Extra items are left out
// and reported, so the editor knows why they do not show.

import { imageAsset } from "../components/Image";
import { Reveal } from "../components/Reveal";
import { useRenderContext } from "../components/site-context";
import { useEditable } from "../components/use-editable";
import type { GalleryGridBlock } from "../content/blocks/gallery-grid";
import { Island } from "../islands/Island";
import { VideoEmbedOrStill } from "../islands/VideoEmbedOrStill";
import { GALLERY_SECONDARY_MAX } from "../lib/constants";
import type { BlockData, BlockProps } from "./types";

type GalleryItem = GalleryGridBlock["items"][number];

const FEATURED_SIZES = "(min-width: 1300px) 850px, (min-width: 768px) 66vw, 100vw";
const SECONDARY_SIZES = "(min-width: 1300px) 420px, (min-width: 768px) 33vw, 100vw";

export function GalleryGrid({ block, path, editable }: BlockProps<BlockData<"gallery_grid">>) {
  const { warn } = useRenderContext();
  const items = block.items.filter((item) => item.image || item.video_url);
  if (items.length < block.items.length) warn(`${path}.items`, "gallery items with neither an image nor a video URL are left out; set one of them");
  if (items.length === 0) return null;
  const [featured, ...rest] = items;
  const secondary = rest.slice(0, GALLERY_SECONDARY_MAX);
  if (rest.length > GALLERY_SECONDARY_MAX) {
    warn(`${path}.items`, `a gallery shows one featured item and up to ${GALLERY_SECONDARY_MAX} more; ${rest.length - GALLERY_SECONDARY_MAX} item(s) after the third are left out`);
  }
  const pathOf = (item: GalleryItem) => `${path}.items[${block.items.indexOf(item)}]`;
  return (
    <section {...editable} className="gallery-grid section">
      <div className="container">
        {block.heading ? <h2 className="gallery-grid__heading">{block.heading}</h2> : null}
        <div className={`gallery-grid__items gallery-grid__items--${secondary.length + 1}`}>
          <GalleryFigure item={featured!} path={pathOf(featured!)} featured />
          {secondary.map((item, i) => (
            <GalleryFigure key={item._uid} item={item} path={pathOf(item)} delayMs={(i + 1) * 120} />
          ))}
        </div>
      </div>
    </section>
  );
}

interface GalleryFigureProps {
  item: GalleryItem;
  path: string;
  featured?: boolean;
  delayMs?: number;
}

function GalleryFigure({ item, path, featured = false, delayMs }: GalleryFigureProps) {
  const editableItem = useEditable();
  return (
    <Reveal as="figure" editable={editableItem(item)} className={`gallery-grid__item${featured ? " gallery-grid__item--featured" : ""}`} delayMs={delayMs}>
      <GalleryMedia item={item} path={path} sizes={featured ? FEATURED_SIZES : SECONDARY_SIZES} />
      {item.caption ? <figcaption className="gallery-grid__caption">{item.caption}</figcaption> : null}
    </Reveal>
  );
}

/** A video opens in the lightbox through its still; an image alone opens larger there. */
function GalleryMedia({ item, path, sizes }: { item: GalleryItem; path: string; sizes: string }) {
  if (item.image && !item.video_url) {
    return <Island name="LightboxImage" props={{ image: imageAsset(item.image), sizes, aspect: 16 / 9, className: "gallery-grid__media" }} />;
  }
  const title = item.caption ?? item.image?.alt ?? "";
  return (
    <VideoEmbedOrStill
      videoUrl={item.video_url}
      image={item.image}
      title={title}
      sizes={sizes}
      aspect={16 / 9}
      path={`${path}.video_url`}
      className="gallery-grid__media"
      mode="lightbox"
    />
  );
}
