// A feature: media beside a heading, rich text and buttons, the media on the
// side the editor chose. With a video, clicking the media opens the video in
// the lightbox (a link to the video's page without JavaScript). An editor's optional graphic sits over the media's
// corner as decoration. With neither image nor heading there is nothing to
// feature yet, so a skeleton holds the space (spec 4).
import { Image } from "../components/Image";
import { LinkList } from "../components/LinkList";
import { Reveal } from "../components/Reveal";
import { RichText } from "../components/RichText";
import { useRenderContext } from "../components/site-context";
import { VideoEmbedOrStill } from "../islands/VideoEmbedOrStill";
import type { EditableAttributes } from "../lib/editable";
import type { BlockData, BlockProps } from "./types";

const MEDIA_SIZES = "(min-width: 1300px) 660px, (min-width: 1024px) 52vw, 100vw";
const GRAPHIC_SIZES = "(min-width: 768px) 180px, 120px";

export function FeatureBlock({ block, path, editable }: BlockProps<BlockData<"feature_block">>) {
  const { warn } = useRenderContext();
  if (!block.image && !block.heading) {
    warn(path, "the feature block has neither an image nor a heading, so visitors see a placeholder; add at least one of them");
    return <FeatureSkeleton editable={editable} />;
  }
  const hasMedia = Boolean(block.image || block.video_url);
  return (
    <section {...editable} className={`feature-block feature-block--media-${block.direction}${hasMedia ? "" : " feature-block--text-only"}`}>
      <div className="container feature-block__inner">
        {hasMedia ? (
          <Reveal from={block.direction === "right" ? "right" : "left"} className="feature-block__media">
            <VideoEmbedOrStill
              videoUrl={block.video_url}
              image={block.image}
              title={block.heading ?? ""}
              sizes={MEDIA_SIZES}
              aspect={4 / 3}
              path={`${path}.video_url`}
              mode="lightbox"
            />
            {block.graphic ? <Image asset={block.graphic} sizes={GRAPHIC_SIZES} widths={[120, 180, 360]} alt="" className="feature-block__graphic" /> : null}
          </Reveal>
        ) : null}
        <Reveal className="feature-block__body">
          {block.heading ? <h2 className="feature-block__heading">{block.heading}</h2> : null}
          <RichText doc={block.description} path={`${path}.description`} minHeading={3} className="feature-block__text" />
          <LinkList links={block.buttons} path={`${path}.buttons`} />
        </Reveal>
      </div>
    </section>
  );
}

function FeatureSkeleton({ editable }: { editable: EditableAttributes }) {
  return (
    <section {...editable} className="feature-block feature-block--media-left" aria-hidden="true">
      <div className="container feature-block__inner">
        <div className="feature-block__media skeleton feature-block__skeleton-media" />
        <div className="feature-block__body">
          <div className="skeleton feature-block__skeleton-line feature-block__skeleton-line--heading" />
          <div className="skeleton feature-block__skeleton-line" />
          <div className="skeleton feature-block__skeleton-line" />
          <div className="skeleton feature-block__skeleton-line feature-block__skeleton-line--short" />
        </div>
      </div>
    </section>
  );
}
