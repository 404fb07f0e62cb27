// The case-study filter as a plain form: a select of service names (sorted,
// with "All" first) and a submit button, sent as GET ?service=<name> to the
// listing's own URL. It works before any script runs; the live filter island
// can take it over. Free of the render context so that island can render it.
import { SlidersHorizontal } from "lucide-react";

export const ALL_SERVICES_LABEL = "All";

export interface CaseStudyFilterProps {
  /** service names, already in display order */
  services: string[];
  selected: string | null;
  action: string;
  id: string;
}

export function CaseStudyFilter({ services, selected, action, id }: CaseStudyFilterProps) {
  const selectId = `${id}-service`;
  return (
    <form className="case-study-filter" method="get" action={action} role="search" aria-label="Filter case studies">
      <label className="case-study-filter__label" htmlFor={selectId}>
        <SlidersHorizontal size={18} aria-hidden="true" />
        Filter by service
      </label>
      <div className="case-study-filter__controls">
        <select className="case-study-filter__select" id={selectId} name="service" defaultValue={selected ?? ""}>
          <option value="">{ALL_SERVICES_LABEL}</option>
          {services.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <button className="button button--primary case-study-filter__submit" type="submit">
          Show work
        </button>
      </div>
    </form>
  );
}
