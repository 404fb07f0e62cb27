// The case-study filter as a plain form: a select of services (by name, sorted,
// with "All" first) and a submit button, sent as GET ?service=<slug> to the
// listing's own URL, which Netlify serves from the pre-built filtered page.
// Free of the render context so that an island can render it too.
import { SlidersHorizontal } from "lucide-react";
import type { ServiceOption } from "../lib/case-studies";

export const ALL_SERVICES_LABEL = "All";

export interface CaseStudyFilterProps {
  /** services, already in display order */
  services: ServiceOption[];
  /** the chosen service's slug */
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
          {services.map(({ slug, name }) => (
            <option key={slug} value={slug}>
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
