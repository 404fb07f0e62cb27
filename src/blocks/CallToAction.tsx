// The closing invitation of a page: a full-bleed dark band with a large heading,
// a line of text and buttons, over the editor's image when there is one.
import { Heading } from "../components/Heading";
import { useBlockHeadingLevel } from "../components/heading-level";
import { Image } from "../components/Image";
import { LinkList } from "../components/LinkList";
import { Reveal } from "../components/Reveal";
import type { BlockData, BlockProps } from "./types";

export function CallToAction({ block, path, editable }: BlockProps<BlockData<"call_to_action">>) {
  const level = useBlockHeadingLevel();
  return (
    <section {...editable} className={`call-to-action section section--dark${block.image ? " call-to-action--with-image" : ""}`}>
      {block.image ? (
        <div className="call-to-action__backdrop">
          <Image asset={block.image} sizes="100vw" aspect={16 / 7} alt="" className="call-to-action__image" />
        </div>
      ) : null}
      <Reveal className="container call-to-action__inner">
        <Heading level={level} className="call-to-action__heading">
          {block.heading}
        </Heading>
        {block.text ? <p className="call-to-action__text">{block.text}</p> : null}
        <LinkList links={block.links} path={`${path}.links`} align="center" />
      </Reveal>
    </section>
  );
}
