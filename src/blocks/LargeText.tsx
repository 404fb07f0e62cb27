// A single statement in display type, left or centred, that slows the reader
// down between busier sections.
import { Reveal } from "../components/Reveal";
import type { BlockData, BlockProps } from "./types";

export function LargeText({ block, editable }: BlockProps<BlockData<"large_text">>) {
  if (!block.text.trim()) return null;
  return (
    <section {...editable} className={`large-text large-text--${block.align}`}>
      <Reveal className="container">
        <p className="large-text__body">{block.text}</p>
      </Reveal>
    </section>
  );
}
