// Every case study as a row, newest first, under a filter by service. The
// filter is a working form before any script runs: each service has a
// pre-built variant of the page (route.filter) that ?service=<slug> is served
// from. Once touched, the filter island filters the rows in place.
import { CaseStudyResults } from "../components/CaseStudyResults";
import { caseStudyCount } from "../components/CaseStudyResultsText";
import { useRenderContext } from "../components/site-context";
import { caseStudiesForService, serviceFilterOptions } from "../content/case-studies";
import type { CaseStudyItem } from "../content/listings";
import { CaseStudyCardPreview } from "../islands/CaseStudyCardPreview";
import { Island } from "../islands/Island";
import type { BlockData, BlockProps } from "./types";

export function CaseStudyListing({ block, editable }: BlockProps<BlockData<"case_study_listing">>) {
  const { site, route } = useRenderContext();
  const selected = route.filter?.service ?? null;
  const service = site.listings.services.find((s) => s.slug === selected) ?? null;
  const all = site.listings.caseStudies;
  const shown = service ? caseStudiesForService(all, service.slug).length : all.length;
  const headingId = `${block._uid}-heading`;
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
            <p className="case-study-listing__count" id={`${block._uid}-count`} aria-live="polite">
              {caseStudyCount(shown)}
            </p>
          </div>
          {block.show_filter ? (
            <Island
              name="CaseStudyFilter"
              props={{ services: serviceFilterOptions(site.listings.services), selected, action: route.filter?.baseUrl ?? route.url, id: block._uid }}
            />
          ) : null}
        </div>
        <CaseStudyResults items={all} service={service ? { slug: service.slug, name: service.name } : null} id={block._uid} card={rowCard} />
      </div>
    </section>
  );
}

/** A listing row's card: the case study's card, with its hover preview where it has a video. */
function rowCard(item: CaseStudyItem, priority: boolean) {
  return <CaseStudyCardPreview item={item} layout="row" priority={priority} />;
}
