// Editor-controlled breathing room between blocks, optionally with a rule.
import type { BlockData, BlockProps } from "./types";

export function SpacingBlock({ block, editable }: BlockProps<BlockData<"spacing_block">>) {
  const className = `spacing-block spacing-block--${block.spacing_size}`;
  if (!block.line) return <div {...editable} className={className} aria-hidden="true" />;
  return (
    <div {...editable} className={className}>
      <div className="container">
        <hr className="spacing-block__line" />
      </div>
    </div>
  );
}
