// A row of links or buttons, aligned left, centre or right.
import { LinkList } from "../components/LinkList";
import type { BlockData, BlockProps } from "./types";

export function LinkBlock({ block, path, editable }: BlockProps<BlockData<"link_block">>) {
  if (block.links.length === 0) return null;
  return (
    <div {...editable} className="link-block">
      <div className="container">
        <LinkList links={block.links} path={`${path}.links`} align={block.align} className="link-block__links" />
      </div>
    </div>
  );
}
