// The rows of the case-study listing and its empty state. Every case study is a
// row, those outside the chosen service hidden, so the live filter can show
// them again in place; the empty state (a status region) holds the filter's own
// message when a service is chosen, the general one otherwise.
import type { CaseStudyItem } from "../content/listings";
import { rowMatches } from "../lib/case-study-filter-query";
import { emptyMessage } from "./CaseStudyResultsText";
import { type CaseStudyRowCard, caseStudyRowHtml } from "./case-study-row-html";
import { EmptyState } from "./EmptyState";
import { useRenderContext } from "./site-context";

export interface CaseStudyResultsProps {
  items: CaseStudyItem[];
  /** the chosen service (slug and name), or null for All */
  service: { slug: string; name: string } | null;
  /** prefix of the list's and the empty state's ids, which the live filter finds them by */
  id: string;
  /** a row's card: the listing block hands down the one that may render the hover-preview island (islands sit above components) */
  card: CaseStudyRowCard;
}

export function CaseStudyResults({ items, service, id, card }: CaseStudyResultsProps) {
  const page = useRenderContext();
  const shows = (item: CaseStudyItem) =>
    rowMatches(
      item.services.map((s) => s.slug),
      service?.slug ?? null,
    );
  const first = items.find(shows);
  return (
    <>
      <ul className="case-study-results" id={`${id}-list`} hidden={!first}>
        {/* on a phone the first row shown has the largest image in view; no other row (a hidden one least) may take the priority */}
        {items.map((item) => (
          <li
            key={item.uuid}
            className="case-study-results__row"
            data-services={item.services.map((s) => s.slug).join(" ")}
            hidden={!shows(item)}
            dangerouslySetInnerHTML={{ __html: caseStudyRowHtml(page, item, item === first, card) }}
          />
        ))}
      </ul>
      <div id={`${id}-empty`} hidden={Boolean(first)}>
        <EmptyState message={emptyMessage(service?.name ?? null)} />
      </div>
    </>
  );
}
