// A preview's stand-in for a block that failed its schema (a production deploy holds its story back): a
// visible box naming the block and each problem, carrying the block's own Visual Editor hooks,
// so the editor can click it, open the block in Storyblok and fix it. Styled inline: a stylesheet
// beside this module would be linked by every page whose blocks nest blocks, in production too.
import type { CSSProperties } from "react";
import { blockLabel } from "../content/editor-labels";
import type { InvalidBlockData } from "../content/invalid-block";
import type { EditableAttributes } from "../lib/editable";

const BOX: CSSProperties = {
  marginBlock: "var(--space-4)",
  padding: "var(--space-2) var(--space-3)",
  border: "2px dashed var(--color-error)",
  background: "var(--color-mist)",
  color: "var(--color-text)",
};
const PROBLEMS: CSSProperties = { margin: 0, paddingInlineStart: "1.25rem", fontFamily: "ui-monospace, monospace", fontSize: "0.875rem", overflowWrap: "anywhere" };

export function InvalidBlock({ block, editable }: { block: InvalidBlockData; editable: EditableAttributes }) {
  return (
    <section {...editable} className="invalid-block container" style={BOX} role="note" aria-label="A block that cannot be shown">
      <p style={{ margin: "0 0 0.5rem" }}>
        <strong>{block.failed ? `This ${blockLabel(block.failed)} block cannot be shown` : "This block cannot be shown"}</strong> (published like this, the story is held back: the
        live site keeps its last published version). Select it to fix:
      </p>
      <ul style={PROBLEMS}>
        {block.problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </section>
  );
}
