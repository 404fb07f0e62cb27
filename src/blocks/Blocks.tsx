// Renders a list of CMS blocks through the registry. An unregistered block
// renders nothing and is reported, so one unknown block never breaks a page.
// A live preview keeps a block that failed its schema as a placeholder.

import { AboveTheFold, useRenderContext } from "../components/site-context";
import type { RawBlock } from "../content/block";
import { INVALID_BLOCK, type InvalidBlockData } from "../content/invalid-block";
import { editableAttributes } from "../lib/editable";
import { blockComponents } from "./block-registry";
import { InvalidBlock } from "./InvalidBlock";
import type { BlockProps } from "./types";

/** How many of a page's opening blocks may hold its largest image. */
const OPENING_BLOCKS = 3;

export function Blocks({ items, path }: { items: readonly RawBlock[]; path: string }) {
  const { warn, editable, blocks } = useRenderContext();
  return (
    <>
      {items.map((block, i) => {
        // previews link every stylesheet, so the placeholder's is not recorded as this page's
        if (block.component === INVALID_BLOCK) {
          return <InvalidBlock key={block._uid} block={block as unknown as InvalidBlockData} editable={editableAttributes(block, editable)} />;
        }
        const Component = blockComponents[block.component as keyof typeof blockComponents] as ((props: BlockProps<RawBlock>) => React.ReactNode) | undefined;
        if (!Component) {
          warn(`${path}[${i}]`, `no component is registered for block "${block.component}"; it renders nothing`);
          return null;
        }
        blocks.used.add(block.component);
        const rendered = <Component key={block._uid} block={block} path={`${path}[${i}]`} editable={editableAttributes(block, editable)} />;
        const opening = path === "content.body" && i < OPENING_BLOCKS;
        return opening ? (
          <AboveTheFold.Provider key={block._uid} value={true}>
            {rendered}
          </AboveTheFold.Provider>
        ) : (
          rendered
        );
      })}
    </>
  );
}
