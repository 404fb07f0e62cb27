// Article text in the reading column. While its rich text is empty, a preview
// build shows a skeleton where the text will go (spec 2); a production page
// leaves the empty block out and the build says where it is.
import { isRichTextEmpty, RichText } from "../components/RichText";
import { useRenderContext } from "../components/site-context";
import type { EditableAttributes } from "../lib/editable";
import type { BlockData, BlockProps } from "./types";

const SKELETON_LINES = ["92%", "100%", "86%", "97%", "64%"];

export function TextBlock({ block, path, editable }: BlockProps<BlockData<"text_block">>) {
  const { preview, warn } = useRenderContext();
  if (isRichTextEmpty(block.text)) {
    warn(`${path}.text`, "the text block is empty; add text or remove the block");
    return preview ? <TextBlockSkeleton editable={editable} /> : null;
  }
  return (
    <section {...editable} className="text-block">
      <div className="container">
        <RichText doc={block.text} path={`${path}.text`} className="text-block__body measure" />
      </div>
    </section>
  );
}

function TextBlockSkeleton({ editable }: { editable: EditableAttributes }) {
  return (
    <div {...editable} className="text-block text-block--empty" aria-hidden="true">
      <div className="container">
        <div className="measure">
          {SKELETON_LINES.map((width, i) => (
            <div key={i} className="skeleton text-block__skeleton-line" style={{ width }} />
          ))}
        </div>
      </div>
    </div>
  );
}
