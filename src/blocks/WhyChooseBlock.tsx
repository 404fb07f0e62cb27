// Reasons to choose the studio: an icon, a short heading and a sentence each.
// The icon is named in the CMS; an unknown name falls back to a neutral mark.

import type { CSSProperties } from "react";
import { Heading } from "../components/Heading";
import { stepDown, useBlockHeadingLevel } from "../components/heading-level";
import { iconBody } from "../components/named-icon";
import { Reveal } from "../components/Reveal";
import { SvgIcon } from "../components/SvgIcon";
import { useEditable } from "../components/use-editable";
import type { BlockData, BlockProps } from "./types";

const STAGGER_MS = 80;
const MAX_COLUMNS = 4;
const FALLBACK_ICON = "sparkles";

export function WhyChooseBlock({ block, editable }: BlockProps<BlockData<"why_choose_block">>) {
  const editableItem = useEditable();
  const level = useBlockHeadingLevel();
  if (block.items.length === 0) return null;
  const columns = Math.min(block.items.length, MAX_COLUMNS);
  return (
    <section {...editable} className="why-choose section section--muted">
      <div className="container">
        {block.heading || block.text ? (
          <Reveal className="why-choose__intro">
            {block.heading ? <Heading level={level}>{block.heading}</Heading> : null}
            {block.text ? <p className="why-choose__text">{block.text}</p> : null}
          </Reveal>
        ) : null}
        <ul className="why-choose__items" style={{ "--why-choose-columns": columns } as CSSProperties}>
          {block.items.map((item, i) => (
            <Reveal as="li" key={item._uid} editable={editableItem(item)} className="why-choose__item" delayMs={i * STAGGER_MS}>
              <span className="why-choose__icon">
                <SvgIcon body={iconBody(item.icon ?? FALLBACK_ICON) ?? iconBody(FALLBACK_ICON)!} size={24} />
              </span>
              <Heading level={block.heading ? stepDown(level) : level} className="why-choose__heading">
                {item.heading}
              </Heading>
              <p className="why-choose__description">{item.description}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
