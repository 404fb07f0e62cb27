// The top of an inner page: its h1 and a line of introduction, left-aligned or
// centred, on a dark band, over the editor's image when there is one (then the
// image is the page's largest and loads first).
import { Image } from "../components/Image";
import type { BlockData, BlockProps } from "./types";

export function InnerBanner({ block, editable }: BlockProps<BlockData<"inner_banner">>) {
  return (
    <section {...editable} className={`inner-banner inner-banner--${block.align}${block.image ? " inner-banner--with-image" : ""}`}>
      {block.image ? (
        <div className="inner-banner__backdrop">
          <Image asset={block.image} sizes="100vw" aspect={16 / 6} priority alt="" className="inner-banner__image" />
        </div>
      ) : null}
      <div className="container inner-banner__inner">
        <h1>{block.heading}</h1>
        {block.text ? <p className="inner-banner__text">{block.text}</p> : null}
      </div>
    </section>
  );
}
