// The newest case studies as cards, with a link to all of them. On a service
// page the work made with that service comes first.
import { CardGrid, CardGridItem } from "../components/CardGrid";
import { SectionAction } from "../components/SectionAction";
import { SectionHead } from "../components/SectionHead";
import { useRenderContext } from "../components/site-context";
import { recentCaseStudies } from "../content/case-studies";
import { CaseStudyCardPreview } from "../islands/CaseStudyCardPreview";
import type { BlockData, BlockProps } from "./types";

const DEFAULT_COUNT = 3;

export function RecentCaseStudies({ block, path, editable }: BlockProps<BlockData<"recent_case_studies">>) {
  const { site, route } = useRenderContext();
  const serviceUuid = route.kind === "service" ? route.story.uuid : null;
  const items = recentCaseStudies(site.listings.caseStudies, block.count ?? DEFAULT_COUNT, serviceUuid);
  if (items.length === 0) return null;
  const headingId = `${block._uid}-heading`;
  const action = <SectionAction link={block.link} label={block.link_label} path={`${path}.link`} />;
  return (
    <section {...editable} className="section recent-case-studies" aria-labelledby={block.heading ? headingId : undefined}>
      <div className="container">
        <SectionHead heading={block.heading} id={headingId} action={action} />
        <CardGrid>
          {items.map((item, i) => (
            <CardGridItem key={item.uuid} index={i}>
              <CaseStudyCardPreview item={item} />
            </CardGridItem>
          ))}
        </CardGrid>
      </div>
    </section>
  );
}
