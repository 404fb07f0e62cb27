import type { BlockProps, BlockData } from "./types";

export function InnerBanner({ block }: BlockProps<BlockData<"inner_banner">>) {
  return (
    <section className={`inner-banner inner-banner--${block.align}`}>
      <div className="container">
        <h1>{block.heading}</h1>
        {block.text ? <p className="inner-banner__text">{block.text}</p> : null}
      </div>
    </section>
  );
}
