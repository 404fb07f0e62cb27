// The closing "next case study" card: a wide still beside the client, title and
// year, all one link. Free of the render context so the hover-preview island
// can render it too (the overlay is that preview).
import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import type { CaseStudyCardItem } from "./CaseStudyCard";
import { Image } from "./Image";

export interface NextCaseStudyCardProps {
  item: CaseStudyCardItem;
  /** the eyebrow, "Next case study" unless the editor chose another */
  label: string;
  headingId: string;
  /** shown over the still (the hover preview) */
  overlay?: ReactNode;
}

export function NextCaseStudyCard({ item, label, headingId, overlay }: NextCaseStudyCardProps) {
  return (
    <a className="next-case-study__card" href={item.url}>
      <div className="next-case-study__media">
        {item.image ? <Image asset={item.image} sizes="(min-width: 1024px) 760px, 100vw" aspect={16 / 9} widths={[768, 1520]} className="next-case-study__image" /> : null}
        {overlay}
      </div>
      <div className="next-case-study__body">
        <p className="eyebrow">{label}</p>
        {item.client?.name ? <p className="next-case-study__client">{item.client.name}</p> : null}
        <h2 className="next-case-study__title" id={headingId}>
          {item.heading}
        </h2>
        <p className="next-case-study__year">{item.year}</p>
        <span className="next-case-study__go" aria-hidden="true">
          <ArrowRight size={24} />
        </span>
      </div>
    </a>
  );
}
