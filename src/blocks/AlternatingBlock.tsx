// A run of media-and-text rows under one heading; each row keeps the side its
// editor chose, which is what makes the run alternate.
import { useRenderContext } from "../components/site-context";
import { AlternatingRow } from "./AlternatingComponent";
import type { BlockData, BlockProps } from "./types";

export function AlternatingBlock({ block, path, editable }: BlockProps<BlockData<"alternating_block">>) {
  const { warn } = useRenderContext();
  if (block.items.length === 0) {
    warn(`${path}.items`, "the alternating block has no items, so it renders nothing; add alternating components to it");
    return null;
  }
  return (
    <section {...editable} className="alternating section">
      <div className="container">
        {block.heading ? <h2 className="alternating__title">{block.heading}</h2> : null}
        <div className="alternating__rows">
          {block.items.map((item, i) => (
            <AlternatingRow key={item._uid} item={item} path={`${path}.items[${i}]`} headingLevel={block.heading ? 3 : 2} />
          ))}
        </div>
      </div>
    </section>
  );
}
