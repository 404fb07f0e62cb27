// A band of the page holding other blocks, in the reading column ("narrow") or
// the full container ("wide"), on a light, muted or dark background.
import { useRenderContext } from "../components/site-context";
import type { BlockData, BlockProps } from "./types";

const BACKGROUND_CLASS = { light: "", muted: "section--muted", dark: "section--dark" } as const;

export function ContentArea({ block, path, editable }: BlockProps<BlockData<"content_area">>) {
  // the nested blocks come through the render context: the registry lists this block, so it cannot import the registry
  const { renderBlocks } = useRenderContext();
  if (block.body.length === 0) return null;
  const className = ["content-area", "section", `content-area--${block.width}`, `content-area--${block.background}`, BACKGROUND_CLASS[block.background]].filter(Boolean).join(" ");
  return (
    <section {...editable} className={className}>
      <div className="container">
        <div className="content-area__body">{renderBlocks(block.body, `${path}.body`)}</div>
      </div>
    </section>
  );
}
