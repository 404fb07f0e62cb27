// Questions numbered 01, 02, … (spec 2), each a native disclosure: it opens and
// closes by mouse, touch and keyboard, announces its state, and without
// JavaScript or styles every answer is still reachable.

import { Plus } from "lucide-react";
import { Heading } from "../components/Heading";
import { useBlockHeadingLevel } from "../components/heading-level";
import { Reveal } from "../components/Reveal";
import { RichText } from "../components/RichText";
import { useEditable } from "../components/use-editable";
import { twoDigitNumber } from "../lib/numbering";
import type { BlockData, BlockProps } from "./types";

export function Faqs({ block, path, editable }: BlockProps<BlockData<"faqs">>) {
  const editableItem = useEditable();
  const level = useBlockHeadingLevel();
  if (block.items.length === 0) return null;
  return (
    <section {...editable} className="faqs section">
      <div className="container faqs__layout">
        <Reveal className="faqs__intro">
          <Heading level={level} className="faqs__heading">
            {block.heading ?? "Frequently asked questions"}
          </Heading>
        </Reveal>
        <ol className="faqs__list">
          {block.items.map((item, i) => (
            <li key={item._uid} {...editableItem(item)} className="faqs__item">
              <details className="faqs__details">
                <summary className="faqs__question">
                  <span className="faqs__number" aria-hidden="true">
                    {twoDigitNumber(i)}
                  </span>
                  <span className="faqs__question-text">{item.question}</span>
                  <Plus className="faqs__icon" size={22} aria-hidden="true" />
                </summary>
                <RichText doc={item.answer} path={`${path}.items[${i}].answer`} className="faqs__answer" minHeading={Number(level.slice(1)) + 1} />
              </details>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
