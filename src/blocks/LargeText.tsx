import type { BlockProps, BlockData } from "./types";

export function LargeText({ block }: BlockProps<BlockData<"large_text">>) {
  return (
    <section className={`large-text large-text--${block.align}`}>
      <div className="container">
        <p className="large-text__body">{block.text}</p>
      </div>
    </section>
  );
}
