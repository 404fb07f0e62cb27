// The top of a listing section: its heading and intro on the left and an
// optional "View all" style action on the right (below on small screens).
import type { ReactNode } from "react";

export interface SectionHeadProps {
  heading: string | null;
  text?: string | null;
  action?: ReactNode;
  /** id for the heading, so the section can be labelled by it */
  id?: string;
}

export function SectionHead({ heading, text, action, id }: SectionHeadProps) {
  if (!heading && !text && !action) return null;
  return (
    <div className="section-head">
      <div className="section-head__intro">
        {heading ? (
          <h2 className="section-head__heading" id={id}>
            {heading}
          </h2>
        ) : null}
        {text ? <p className="section-head__text">{text}</p> : null}
      </div>
      {action ? <div className="section-head__action">{action}</div> : null}
    </div>
  );
}
