// A dark, cinematic call to action built around a video: heading, a line of
// text and links beside a large still that opens the video.
import { LinkList } from "../components/LinkList";
import { Reveal } from "../components/Reveal";
import { VideoEmbedOrStill } from "../islands/VideoEmbedOrStill";
import type { BlockData, BlockProps } from "./types";

const STILL_SIZES = "(min-width: 1300px) 760px, (min-width: 1024px) 58vw, 100vw";

export function VideoCta({ block, path, editable }: BlockProps<BlockData<"video_cta">>) {
  const hasMedia = Boolean(block.image || block.video_url);
  return (
    <section {...editable} className={`video-cta section section--dark${hasMedia ? "" : " video-cta--text-only"}`}>
      <div className="container video-cta__inner">
        <Reveal className="video-cta__body">
          <h2 className="video-cta__heading">{block.heading}</h2>
          {block.text ? <p className="video-cta__text">{block.text}</p> : null}
          <LinkList links={block.links} path={`${path}.links`} />
        </Reveal>
        {hasMedia ? (
          <Reveal from="right" className="video-cta__media">
            <VideoEmbedOrStill videoUrl={block.video_url} image={block.image} title={block.heading} sizes={STILL_SIZES} aspect={16 / 9} path={`${path}.video_url`} />
          </Reveal>
        ) : null}
      </div>
    </section>
  );
}
