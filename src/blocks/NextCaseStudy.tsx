// A card leading on to another case study: the editor's choice, else the one
// that follows the current case study by date (wrapping round). Image, client
// name, title and year, all one link.
import { ArrowRight } from "lucide-react";
import { Image } from "../components/Image";
import { useRenderContext } from "../components/site-context";
import { nextCaseStudy } from "../lib/case-studies";
import type { BlockData, BlockProps } from "./types";

export const NEXT_CASE_STUDY_LABEL = "Next case study";

export function NextCaseStudy({ block, path, editable }: BlockProps<BlockData<"next_case_study">>) {
  const { site, route, warn } = useRenderContext();
  const all = site.listings.caseStudies;
  const chosen = block.case_study ? all.find((item) => item.uuid === block.case_study) : undefined;
  if (block.case_study && !chosen) warn(`${path}.case_study`, `no case study with uuid ${block.case_study}; the next one by date is shown instead`);
  const item = chosen ?? nextCaseStudy(all, route.kind === "case_study" ? route.story.uuid : null);
  if (!item || item.uuid === route.story.uuid) return null;
  const headingId = `${block._uid}-heading`;
  return (
    <section {...editable} className="section section--dark next-case-study" aria-labelledby={headingId}>
      <div className="container">
        <a className="next-case-study__card" href={item.url}>
          <div className="next-case-study__media">
            {item.image ? <Image asset={item.image} sizes="(min-width: 1024px) 760px, 100vw" aspect={16 / 9} widths={[768, 1520]} className="next-case-study__image" /> : null}
          </div>
          <div className="next-case-study__body">
            <p className="eyebrow">{block.label || NEXT_CASE_STUDY_LABEL}</p>
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
      </div>
    </section>
  );
}
