// An editor-placed image: caption, cover or contain, aligned left, centre or
// right. The editor's width (percent) and height (px) apply only above the
// 768 px breakpoint; narrower screens show the whole image at full width.
import type { CSSProperties, ReactNode } from "react";
import { Image } from "../components/Image";
import { useRenderContext } from "../components/site-context";
import type { ImageBlock as ImageBlockData } from "../content/blocks/image-block";
import type { Asset } from "../content/fields";
import { IMAGE_BLOCK_DEFAULT_HEIGHT } from "../lib/constants";
import type { EditableAttributes } from "../lib/editable";
import { assetDimensions } from "../lib/images";
import type { BlockData, BlockProps } from "./types";

const DEFAULT_WIDTH_PERCENT = 100;
/** --container in tokens.css: the widest a block is laid out */
const CONTAINER_PX = 1280;

export function ImageBlock({ block, path, editable }: BlockProps<BlockData<"image_block">>) {
  const { warn } = useRenderContext();
  if (!block.image) {
    warn(`${path}.image`, "the image block has no image, so it renders nothing; choose an image in the block's Image field");
    return null;
  }
  return (
    <ImageFigure block={block} editable={editable}>
      <Image asset={block.image} sizes={sizesFor(block)} className="image-block__image" />
    </ImageFigure>
  );
}

export type FigureFields = Pick<ImageBlockData, "image" | "caption" | "proportions" | "align" | "width" | "height" | "margin_top">;

/** The frame both blocks share; the editor's sizes travel as custom properties to the stylesheet. */
export function ImageFigure({ block, editable, children }: { block: FigureFields; editable: EditableAttributes; children: ReactNode }) {
  const style = {
    "--image-block-width": `${widthPercent(block)}%`,
    "--image-block-height": `${block.height && block.height > 0 ? block.height : IMAGE_BLOCK_DEFAULT_HEIGHT}px`,
    "--image-block-focus": block.image ? focusPosition(block.image) : undefined,
    marginTop: block.margin_top && block.margin_top > 0 ? `${block.margin_top}px` : undefined,
  } as CSSProperties;
  return (
    <div {...editable} className={`image-block image-block--${block.align} image-block--${block.proportions}`}>
      <figure className="image-block__figure" style={style}>
        <div className="image-block__frame">{children}</div>
        {block.caption ? <figcaption className="image-block__caption">{block.caption}</figcaption> : null}
      </figure>
    </div>
  );
}

function widthPercent(block: FigureFields): number {
  const width = block.width ?? DEFAULT_WIDTH_PERCENT;
  return width > 0 && width <= 100 ? width : DEFAULT_WIDTH_PERCENT;
}

export function sizesFor(block: FigureFields): string {
  const percent = widthPercent(block);
  return `(min-width: 1300px) ${Math.round((CONTAINER_PX * percent) / 100)}px, (min-width: 768px) ${percent}vw, 100vw`;
}

/** Storyblok's focus point ("x1xy1:x2xy2" in source pixels) as a CSS position, so CSS crops keep it in view. */
export function focusPosition(asset: Asset): string | undefined {
  const match = /^(\d+)x(\d+):(\d+)x(\d+)$/.exec(asset.focus ?? "");
  const size = assetDimensions(asset.filename) ?? (asset.width && asset.height ? { width: asset.width, height: asset.height } : null);
  if (!match || !size) return undefined;
  const percent = (a: string, b: string, total: number) => `${Math.round(((Number(a) + Number(b)) / 2 / total) * 100)}%`;
  return `${percent(match[1]!, match[3]!, size.width)} ${percent(match[2]!, match[4]!, size.height)}`;
}
