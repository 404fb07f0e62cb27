// Eyebrow, heading, text, image and links. On its own it is a two-column
// section (text beside the image); inside a grid it becomes a card.
import { Heading } from "../components/Heading";
import { useBlockHeadingLevel } from "../components/heading-level";
import { Image } from "../components/Image";
import { LinkList } from "../components/LinkList";
import { Reveal } from "../components/Reveal";
import { RichText } from "../components/RichText";
import type { BlockData, BlockProps } from "./types";

export function ContentBlock({ block, path, editable }: BlockProps<BlockData<"content_block">>) {
  const level = useBlockHeadingLevel();
  const inGrid = level !== "h2";
  const hasImage = block.image !== null;
  const className = ["content-block", inGrid ? "content-block--card" : "content-block--section", hasImage ? "content-block--with-image" : ""].filter(Boolean).join(" ");
  const text = (
    <div className="content-block__text">
      {block.eyebrow ? <p className="eyebrow">{block.eyebrow}</p> : null}
      {block.heading ? (
        <Heading level={level} className="content-block__heading">
          {block.heading}
        </Heading>
      ) : null}
      <RichText doc={block.text} path={`${path}.text`} className="content-block__body" minHeading={Number(level.slice(1)) + 1} />
      <LinkList links={block.links} path={`${path}.links`} />
    </div>
  );
  const image = block.image ? (
    <div className="content-block__media">
      <Image
        asset={block.image}
        aspect={inGrid ? 16 / 10 : 4 / 3}
        sizes={inGrid ? "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" : "(min-width: 1024px) 600px, 100vw"}
        className="content-block__image"
      />
    </div>
  ) : null;
  if (inGrid) {
    return (
      <Reveal as="article" className={className} editable={editable}>
        {image}
        {text}
      </Reveal>
    );
  }
  return (
    <section {...editable} className={className}>
      <div className="container content-block__layout">
        <Reveal from="left">{text}</Reveal>
        {image ? <Reveal from="right">{image}</Reveal> : null}
      </div>
    </section>
  );
}
