// Every case study as a row, newest first, under a filter by service. The
// filter is a working form before any script runs: each service has a
// pre-built variant of the page (route.filter) that ?service=<slug> is served from.
import { CaseStudyFilter } from "../components/CaseStudyFilter";
import { CaseStudyResults } from "../components/CaseStudyResults";
import { useRenderContext } from "../components/site-context";
import { caseStudiesForService, serviceFilterOptions } from "../lib/case-studies";
import type { BlockData, BlockProps } from "./types";

export function CaseStudyListing({ block, editable }: BlockProps<BlockData<"case_study_listing">>) {
  const { site, route } = useRenderContext();
  const selected = route.filter?.service ?? null;
  const service = site.listings.services.find((s) => s.slug === selected) ?? null;
  const items = service ? caseStudiesForService(site.listings.caseStudies, service.slug) : site.listings.caseStudies;
  const headingId = `${block._uid}-heading`;
  const count = `${items.length} ${items.length === 1 ? "case study" : "case studies"}`;
  return (
    <section {...editable} className="section case-study-listing" aria-labelledby={block.heading ? headingId : undefined}>
      <div className="container">
        <div className="case-study-listing__head">
          <div>
            {block.heading ? (
              <h2 className="case-study-listing__heading" id={headingId}>
                {block.heading}
              </h2>
            ) : null}
            <p className="case-study-listing__count">{count}</p>
          </div>
          {block.show_filter ? (
            <CaseStudyFilter
              services={serviceFilterOptions(site.listings.services)}
              selected={selected}
              action={route.filter?.baseUrl ?? route.url}
              id={block._uid}
            />
          ) : null}
        </div>
        <CaseStudyResults items={items} service={service?.name ?? null} />
      </div>
    </section>
  );
}
