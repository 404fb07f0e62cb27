// Every case study as a row, newest first, under a filter by service. The
// filter is a working form before any script runs; filtering in place is the
// job of an island that can reuse CaseStudyFilter and CaseStudyResults.
import { CaseStudyFilter } from "../components/CaseStudyFilter";
import { CaseStudyResults } from "../components/CaseStudyResults";
import { useRenderContext } from "../components/site-context";
import { serviceFilterOptions } from "../lib/case-studies";
import type { BlockData, BlockProps } from "./types";

export function CaseStudyListing({ block }: BlockProps<BlockData<"case_study_listing">>) {
  const { site, route } = useRenderContext();
  const items = site.listings.caseStudies;
  const headingId = `${block._uid}-heading`;
  const count = `${items.length} ${items.length === 1 ? "case study" : "case studies"}`;
  return (
    <section className="section case-study-listing" aria-labelledby={block.heading ? headingId : undefined}>
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
            <CaseStudyFilter services={serviceFilterOptions(site.listings.services)} selected={null} action={route.url} id={block._uid} />
          ) : null}
        </div>
        <CaseStudyResults items={items} service={null} />
      </div>
    </section>
  );
}
