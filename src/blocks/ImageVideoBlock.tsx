// The image block with a video: the still (letterboxed or cropped as the editor
// chose) links to the video until the inline player arrives.
import { useRenderContext } from "../components/site-context";
import { VideoEmbedOrStill } from "../islands/VideoEmbedOrStill";
import { ImageFigure, sizesFor } from "./ImageBlock";
import type { BlockData, BlockProps } from "./types";

export function ImageVideoBlock({ block, path, editable }: BlockProps<BlockData<"image_video_block">>) {
  const { warn } = useRenderContext();
  if (!block.image && !block.video_url) {
    warn(path, "the image-video block has neither an image nor a video URL, so it renders nothing; set at least one of them");
    return null;
  }
  const title = block.caption ?? block.image?.alt ?? "";
  return (
    <ImageFigure block={block} editable={editable}>
      <VideoEmbedOrStill videoUrl={block.video_url} image={block.image} title={title} sizes={sizesFor(block)} path={`${path}.video_url`} />
    </ImageFigure>
  );
}
