// Scroll-in animation (spec 9: 0.6 s, 30 px, 50 px when sliding in from the right,
// threshold 0.1, once). Wrap a section or card in it; the element is rendered
// visible, and only a page whose inline head script armed it starts hidden
// (see reveal-scripts.ts), so visitors without JavaScript or who prefer reduced
// motion always see the content. Only opacity and transform move: no layout shift.
import { type CSSProperties, type ElementType, type ReactNode, useContext } from "react";
import type { EditableAttributes } from "../lib/editable";
import { SiteContext } from "./site-context";

export type RevealFrom = "below" | "left" | "right" | "none";

interface RevealProps {
  children: ReactNode;
  /** where the element slides in from; "none" only fades */
  from?: RevealFrom;
  /** the element to render; a div unless the markup needs a section, li, article… */
  as?: ElementType;
  className?: string;
  /** a stagger for items of a row, in milliseconds */
  delayMs?: number;
  id?: string;
  /** the Visual Editor's attributes, when this element is a block's root */
  editable?: EditableAttributes;
}

export function Reveal({ children, from = "below", as: Tag = "div", className, delayMs, id, editable }: RevealProps) {
  const style = delayMs ? ({ "--reveal-delay": `${delayMs}ms` } as CSSProperties) : undefined;
  // the page then carries the reveal scripts (outside a page render, a test, it only renders)
  const page = useContext(SiteContext);
  if (page) page.reveal.used = true;
  return (
    <Tag {...editable} className={className} id={id} data-reveal={from} style={style}>
      {children}
    </Tag>
  );
}
