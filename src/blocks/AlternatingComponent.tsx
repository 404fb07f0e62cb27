// One media-and-text row: an image or a video still on the side the editor
// chose, beside a heading, rich text and links. On its own it is a section with
// an h2; inside an alternating block its heading is an h3 under the block's.

import { LinkList } from "../components/LinkList";
import { Reveal } from "../components/Reveal";
import { RichText } from "../components/RichText";
import { useEditable } from "../components/use-editable";
import type { AlternatingComponentBlock } from "../content/blocks/alternating-component";
import { VideoEmbedOrStill } from "../islands/VideoEmbedOrStill";
import type { BlockData, BlockProps } from "./types";

const MEDIA_SIZES = "(min-width: 1300px) 620px, (min-width: 768px) 50vw, 100vw";

export function AlternatingComponent({ block, path, editable }: BlockProps<BlockData<"alternating_component">>) {
  return (
    <section {...editable} className="alternating section">
      <div className="container">
        <AlternatingRow item={block} path={path} headingLevel={2} />
      </div>
    </section>
  );
}

interface AlternatingRowProps {
  item: AlternatingComponentBlock;
  path: string;
  headingLevel: 2 | 3;
}

export function AlternatingRow({ item, path, headingLevel }: AlternatingRowProps) {
  const Heading = `h${headingLevel}` as const;
  const hasMedia = Boolean(item.image || item.video_url);
  const editableItem = useEditable();
  return (
    <div {...editableItem(item)} className={`alternating__row alternating__row--media-${item.direction}${hasMedia ? "" : " alternating__row--text-only"}`}>
      {hasMedia ? (
        <Reveal from={item.direction === "right" ? "right" : "left"} className="alternating__media">
          <VideoEmbedOrStill videoUrl={item.video_url} image={item.image} title={item.heading} sizes={MEDIA_SIZES} aspect={3 / 2} path={`${path}.video_url`} />
        </Reveal>
      ) : null}
      <Reveal className="alternating__body">
        {item.heading ? <Heading className="alternating__heading">{item.heading}</Heading> : null}
        <RichText doc={item.text} path={`${path}.text`} minHeading={headingLevel + 1} className="alternating__text" />
        <LinkList links={item.links} path={`${path}.links`} />
      </Reveal>
    </div>
  );
}
