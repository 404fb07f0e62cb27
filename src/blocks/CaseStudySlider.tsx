// The hero slider's static form (spec 2 and 4): the first chosen case study
// shown large with a counter such as "01 - 05", and the first 3 thumbnails,
// which link to their case studies until the slider island takes them over.
// With nothing chosen, the newest case studies are shown.
import { ArrowRight } from "lucide-react";
import { Image } from "../components/Image";
import { useRenderContext } from "../components/site-context";
import type { CaseStudyItem } from "../content/listings";
import { SLIDER_THUMBNAILS, THUMBNAIL } from "../lib/constants";
import type { BlockData, BlockProps } from "./types";

const pad = (n: number) => String(n).padStart(2, "0");

/** "01 - 05": the slide's number and the number of slides. */
export function slideCounter(index: number, total: number): string {
  return `${pad(index + 1)} - ${pad(total)}`;
}

export function CaseStudySlider({ block, path, editable }: BlockProps<BlockData<"case_study_slider">>) {
  const { site, warn } = useRenderContext();
  const all = site.listings.caseStudies;
  const chosen = block.case_studies.flatMap((uuid, i) => {
    const item = all.find((candidate) => candidate.uuid === uuid);
    if (!item) warn(`${path}.case_studies[${i}]`, `no case study with uuid ${uuid}; it is left out of the slider`);
    return item ? [item] : [];
  });
  const slides = chosen.length > 0 ? chosen : all;
  const first = slides[0];
  if (!first) return null;
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
          <p className="case-study-slider__counter">
            <span aria-hidden="true">{slideCounter(0, slides.length)}</span>
            <span className="visually-hidden">{`Case study 1 of ${slides.length}`}</span>
          </p>
        </div>
        <Slide item={first} />
        {slides.length > 1 ? <Thumbnails items={slides.slice(0, SLIDER_THUMBNAILS)} /> : null}
      </div>
    </section>
  );
}

function Slide({ item }: { item: CaseStudyItem }) {
  return (
    <article className="case-study-slider__slide">
      <div className="case-study-slider__media">
        {item.image ? (
          <Image asset={item.image} sizes="(min-width: 1300px) 1280px, 100vw" aspect={16 / 9} widths={[480, 768, 1024, 1440, 1920]} className="case-study-slider__image" />
        ) : null}
      </div>
      <div className="case-study-slider__caption">
        {item.client?.name ? <p className="case-study-slider__client">{item.client.name}</p> : null}
        <h3 className="case-study-slider__title">{item.heading}</h3>
        {item.description ? <p className="case-study-slider__description">{item.description}</p> : null}
        <a className="button button--primary" href={item.url}>
          View case study<span className="visually-hidden">{`: ${item.heading}`}</span>
          <ArrowRight size={18} aria-hidden="true" />
        </a>
      </div>
    </article>
  );
}

function Thumbnails({ items }: { items: CaseStudyItem[] }) {
  return (
    <ul className="case-study-slider__thumbs" aria-label="Featured case studies">
      {items.map((item, i) => (
        <li key={item.uuid}>
          <a className="case-study-slider__thumb" href={item.url} aria-current={i === 0 ? "true" : undefined}>
            <span className="case-study-slider__thumb-media">
              {item.image ? (
                <Image asset={item.image} sizes={`${THUMBNAIL.width}px`} aspect={THUMBNAIL.width / THUMBNAIL.height} widths={[THUMBNAIL.width, THUMBNAIL.width * 2]} quality={THUMBNAIL.quality} alt="" />
              ) : null}
            </span>
            <span className="case-study-slider__thumb-title">{item.heading}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
