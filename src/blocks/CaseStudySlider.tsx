// The hero slider block: the chosen case studies (the newest when none are
// chosen) handed to the HeroSlider island, whose first render is the static
// form: the first slide large with a counter such as "01 - 05", and the first 3
// thumbnails, which link to their case studies until the island takes them over.
import { imageAsset } from "../components/Image";
import { useRenderContext } from "../components/site-context";
import type { CaseStudyItem } from "../content/listings";
import type { SlideData } from "../islands/HeroSlider";
import { Island } from "../islands/Island";
import { findByUuid } from "../lib/by-uuid";
import { SLIDER_THUMBNAILS } from "../lib/constants";
import type { BlockData, BlockProps } from "./types";

export { slideCounter } from "../lib/slider";

export function CaseStudySlider({ block, path, editable }: BlockProps<BlockData<"case_study_slider">>) {
  const { site, warn } = useRenderContext();
  const all = site.listings.caseStudies;
  const chosen = block.case_studies.flatMap((uuid, i) => {
    const item = findByUuid(all, uuid);
    if (!item) warn(`${path}.case_studies[${i}]`, `no case study with uuid ${uuid}; it is left out of the slider`);
    return item ? [item] : [];
  });
  const slides = chosen.length > 0 ? chosen : all;
  if (slides.length === 0) return null;
  const headingId = `${block._uid}-heading`;
  return (
    <section {...editable} className="section section--dark case-study-slider" aria-labelledby={block.heading ? headingId : undefined}>
      <div className="container">
        <div className="case-study-slider__head">
          {block.heading ? (
            <h2 className="case-study-slider__heading" id={headingId}>
              {block.heading}
            </h2>
          ) : null}
        </div>
        <Island name="HeroSlider" props={{ slides: slides.map(slideData), thumbnails: SLIDER_THUMBNAILS }} />
      </div>
    </section>
  );
}

function slideData(item: CaseStudyItem): SlideData {
  return {
    heading: item.heading,
    videoUrl: item.videoUrl,
    url: item.url,
    client: item.client?.name ?? null,
    description: item.description,
    image: item.image && imageAsset(item.image),
  };
}
