// A card leading on to another case study: the editor's choice, else the one
// that follows the current case study by date (wrapping round). Image, client
// name, title and year, all one link; with a muted preview on hover where that
// case study has a video, as on the case-study cards.

import { useRenderContext } from "../components/site-context";
import { nextCaseStudy } from "../content/case-studies";
import { NextCaseStudyCardPreview } from "../islands/CaseStudyCardPreview";
import { findByUuid } from "../lib/by-uuid";
import type { BlockData, BlockProps } from "./types";

export const NEXT_CASE_STUDY_LABEL = "Next case study";

export function NextCaseStudy({ block, path, editable }: BlockProps<BlockData<"next_case_study">>) {
  const { site, route, warn } = useRenderContext();
  const all = site.listings.caseStudies;
  const chosen = block.case_study ? findByUuid(all, block.case_study) : undefined;
  if (block.case_study && !chosen) warn(`${path}.case_study`, `no case study with uuid ${block.case_study}; the next one by date is shown instead`);
  const item = chosen ?? nextCaseStudy(all, route.kind === "case_study" ? route.story.uuid : null);
  if (!item || item.uuid === route.story.uuid) return null;
  const headingId = `${block._uid}-heading`;
  return (
    <section {...editable} className="section section--dark next-case-study" aria-labelledby={headingId}>
      <div className="container">
        <NextCaseStudyCardPreview item={item} label={block.label || NEXT_CASE_STUDY_LABEL} headingId={headingId} />
      </div>
    </section>
  );
}
