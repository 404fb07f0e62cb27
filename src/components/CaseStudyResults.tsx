// The rows of the case-study listing, or the empty state when none match: the
// filter's own message when a service is chosen (spec 2), the general one otherwise.
import type { CaseStudyItem } from "../content/listings";
import { CaseStudyCard } from "./CaseStudyCard";
import { EmptyState, NO_RESULTS_MESSAGE, noCaseStudiesMessage } from "./EmptyState";

export function CaseStudyResults({ items, service }: { items: CaseStudyItem[]; service: string | null }) {
  if (items.length === 0) return <EmptyState message={service ? noCaseStudiesMessage(service) : NO_RESULTS_MESSAGE} />;
  return (
    <ul className="case-study-results">
      {items.map((item, i) => (
        <li key={item.uuid} className="case-study-results__row">
          {/* on a phone the first row's thumbnail is the largest image in view */}
          <CaseStudyCard item={item} layout="row" priority={i === 0} />
        </li>
      ))}
    </ul>
  );
}
