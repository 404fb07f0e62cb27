// A service's showcase video: a large still that grows from an inset card to
// the full width of the window as it scrolls into view (CSS scroll-driven
// animation where the browser has it, never under reduced motion). The still
// opens the video. It sits below the service page's hero, so it loads lazily.
import { Reveal } from "../components/Reveal";
import { useRenderContext } from "../components/site-context";
import { VideoEmbedOrStill } from "../islands/VideoEmbedOrStill";
import type { BlockData, BlockProps } from "./types";

export function ServiceVideo({ block, path, editable }: BlockProps<BlockData<"service_video">>) {
  const { warn } = useRenderContext();
  if (!block.image && !block.video_url) {
    warn(path, "the service video has neither an image nor a video URL, so it renders nothing; set at least one of them");
    return null;
  }
  return (
    <section {...editable} className="service-video">
      {block.heading ? (
        <Reveal className="container">
          <h2 className="service-video__heading">{block.heading}</h2>
        </Reveal>
      ) : null}
      <div className="service-video__stage">
        <VideoEmbedOrStill
          videoUrl={block.video_url}
          image={block.image}
          title={block.heading ?? ""}
          sizes="100vw"
          aspect={16 / 9}
          path={`${path}.video_url`}
          className="service-video__still"
        />
      </div>
    </section>
  );
}
