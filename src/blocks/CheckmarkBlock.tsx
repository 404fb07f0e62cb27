// A list of short promises with check marks, in one column or two (spec 2).

import { Check } from "lucide-react";
import { Heading } from "../components/Heading";
import { useBlockHeadingLevel } from "../components/heading-level";
import { Reveal } from "../components/Reveal";
import { useEditable } from "../components/use-editable";
import type { BlockData, BlockProps } from "./types";

export function CheckmarkBlock({ block, editable }: BlockProps<BlockData<"checkmark_block">>) {
  const editableItem = useEditable();
  const level = useBlockHeadingLevel();
  const items = block.items.filter((item) => item.text.trim() !== "");
  if (items.length === 0) return null;
  return (
    <section {...editable} className={`checkmark-block checkmark-block--columns-${block.columns}`}>
      <Reveal className="container">
        {block.heading ? (
          <Heading level={level} className="checkmark-block__heading">
            {block.heading}
          </Heading>
        ) : null}
        <ul className="checkmark-block__list">
          {items.map((item) => (
            <li key={item._uid} {...editableItem(item)} className="checkmark-block__item">
              <span className="checkmark-block__mark" aria-hidden="true">
                <Check size={16} strokeWidth={3} />
              </span>
              <span>{item.text}</span>
            </li>
          ))}
        </ul>
      </Reveal>
    </section>
  );
}
