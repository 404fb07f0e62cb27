// How a project runs, in up to five numbered steps (spec 9). Extra steps are
// left out with a warning, so the row never outgrows its design.

import type { CSSProperties } from "react";
import { Heading } from "../components/Heading";
import { stepDown, useBlockHeadingLevel } from "../components/heading-level";
import { Reveal } from "../components/Reveal";
import { useRenderContext } from "../components/site-context";
import { useEditable } from "../components/use-editable";
import { PROCESS_MAX_STEPS } from "../lib/constants";
import { twoDigitNumber } from "../lib/numbering";
import type { BlockData, BlockProps } from "./types";

const STAGGER_MS = 90;

export function OurProcess({ block, path, editable }: BlockProps<BlockData<"our_process">>) {
  const editableItem = useEditable();
  const { warn } = useRenderContext();
  const level = useBlockHeadingLevel();
  if (block.steps.length > PROCESS_MAX_STEPS) {
    warn(`${path}.steps`, `the process has ${block.steps.length} steps but shows at most ${PROCESS_MAX_STEPS}; the last ${block.steps.length - PROCESS_MAX_STEPS} are left out`);
  }
  const steps = block.steps.slice(0, PROCESS_MAX_STEPS);
  if (steps.length === 0) return null;
  return (
    <section {...editable} className="our-process section section--dark">
      <div className="container">
        <Reveal className="our-process__intro">
          {block.heading ? <Heading level={level}>{block.heading}</Heading> : null}
          {block.text ? <p className="our-process__text">{block.text}</p> : null}
        </Reveal>
        <ol className="our-process__steps" style={{ "--process-steps": steps.length } as CSSProperties}>
          {steps.map((step, i) => (
            <Reveal as="li" key={step._uid} editable={editableItem(step)} className="our-process__step" delayMs={i * STAGGER_MS}>
              <span className="our-process__number" aria-hidden="true">
                {twoDigitNumber(i)}
              </span>
              <Heading level={block.heading ? stepDown(level) : level} className="our-process__step-heading">
                {step.heading}
              </Heading>
              <p className="our-process__description">{step.description}</p>
            </Reveal>
          ))}
        </ol>
      </div>
    </section>
  );
}
