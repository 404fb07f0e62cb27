// The case-study filter as a plain form: a select of services (by name, sorted)
// after "Any", which stands while nothing is chosen and is also the choice of
// every service (one option for both, so the list never offers two that do the
// same), and a submit button, sent as GET ?service=<slug> to the listing's own
// URL, which Netlify serves from the pre-built filtered page (Any's empty value,
// like any unknown one, is served the unfiltered list). Once the island is live
// a choice applies at once, so the button goes.
// The select is never controlled: what it shows is the visitor's choice, so no render of the
// island (it wakes, then goes live) can set it back to the value it was rendered with.
// Free of the render context so that an island can render it too.
import { SlidersHorizontal } from "lucide-react";
import type { ServiceOption } from "../content/case-studies";
import { FILTER_PLACEHOLDER } from "../lib/constants";

export interface CaseStudyFilterFormProps {
  /** services, already in display order */
  services: ServiceOption[];
  /** the chosen service's slug; null or "" for Any (every service) */
  selected: string | null;
  action: string;
  id: string;
  /** set by the island from the moment it wakes: each choice (the option's value) as it is made */
  onChoose?: (value: string) => void;
  /** set by the island once it applies choices itself: no submit button, no submitting */
  live?: boolean;
}

export function CaseStudyFilterForm({ services, selected, action, id, onChoose, live = false }: CaseStudyFilterFormProps) {
  const selectId = `${id}-service`;
  return (
    <form className="case-study-filter" method="get" action={action} role="search" aria-label="Filter case studies" onSubmit={live ? (event) => event.preventDefault() : undefined}>
      <label className="case-study-filter__label" htmlFor={selectId}>
        <SlidersHorizontal size={18} aria-hidden="true" />
        Filter by service
      </label>
      <div className="case-study-filter__controls">
        <select className="case-study-filter__select" id={selectId} name="service" defaultValue={selected ?? ""} onChange={onChoose && ((event) => onChoose(event.target.value))}>
          <option value="">{FILTER_PLACEHOLDER}</option>
          {services.map(({ slug, name }) => (
            <option key={slug} value={slug}>
              {name}
            </option>
          ))}
        </select>
        {live ? null : (
          <button className="button button--primary case-study-filter__submit" type="submit">
            Show work
          </button>
        )}
      </div>
    </form>
  );
}
