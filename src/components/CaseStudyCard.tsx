// One case study as a card: a thumbnail (280x200 at quality 90, spec 9) that
// enlarges on hover, the client, the title clamped to two lines, and its year
// and category; as a listing row it adds the description. The whole card is one
// link (the title's), so keyboard and screen-reader users meet a single,
// well-named stop. Free of the render context, and drawn from the few fields of a
// CaseStudyCardItem, so the hover-preview island can render it again from its props.
import { ArrowRight, Film } from "lucide-react";
import type { ReactNode } from "react";
import { caseStudyCategory } from "../content/case-studies";
import type { CaseStudyItem } from "../content/listings";
import { THUMBNAIL } from "../lib/constants";
import { Image, type ImageAsset, imageAsset } from "./Image";

/** What a case-study card shows, and all a hover-preview island's props carry to draw it again. */
export interface CaseStudyCardItem {
  url: string;
  heading: string;
  description: string;
  year: string;
  image: ImageAsset | null;
  client: { name: string } | null;
  /** the video type, or else the service, named under the title */
  category: string | null;
}

export function caseStudyCardItem(item: CaseStudyItem): CaseStudyCardItem {
  return {
    url: item.url,
    heading: item.heading,
    description: item.description,
    year: item.year,
    image: item.image && imageAsset(item.image),
    client: item.client ? { name: item.client.name } : null,
    category: caseStudyCategory(item)?.name ?? null,
  };
}

export interface CaseStudyCardProps {
  item: CaseStudyCardItem;
  /** "tile" for grids, "row" for the case-study listing */
  layout?: "tile" | "row";
  headingLevel?: 2 | 3 | 4;
  /** the sizes attribute for the thumbnail in this layout */
  sizes?: string;
  /** the card leads a listing that opens the page, so its thumbnail may be the largest image in view */
  priority?: boolean;
  /** shown over the thumbnail (the hover preview) */
  overlay?: ReactNode;
}

/** 1, 2 and 3 times the spec's width, and 2.5 times: a phone (about 375 px of column at 1.75 to 2 pixels a point) fetches 700, not 840 */
const THUMBNAIL_WIDTHS = [THUMBNAIL.width, THUMBNAIL.width * 2, THUMBNAIL.width * 2.5, THUMBNAIL.width * 3];
/** On a phone a card fills the column: the window less a gutter each side (--gutter, 0.5rem + 2.5vw there). */
const PHONE_COLUMN = "calc(95vw - 1rem)";
const TILE_SIZES = `(min-width: 1024px) 400px, (min-width: 640px) 50vw, ${PHONE_COLUMN}`;
const ROW_SIZES = `(min-width: 768px) ${THUMBNAIL.width}px, ${PHONE_COLUMN}`;

export function CaseStudyCard({ item, layout = "tile", headingLevel = 3, sizes, priority = false, overlay }: CaseStudyCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`case-study-card case-study-card--${layout}`}>
      <div className="case-study-card__media">
        {item.image ? (
          <Image
            asset={item.image}
            sizes={sizes ?? (layout === "row" ? ROW_SIZES : TILE_SIZES)}
            aspect={THUMBNAIL.width / THUMBNAIL.height}
            widths={THUMBNAIL_WIDTHS}
            quality={THUMBNAIL.quality}
            priority={priority}
            className="case-study-card__image"
          />
        ) : (
          <Film className="case-study-card__placeholder" size={40} aria-hidden="true" />
        )}
        {overlay}
      </div>
      <div className="case-study-card__body">
        {item.client?.name ? <p className="case-study-card__client">{item.client.name}</p> : null}
        <Heading className="case-study-card__title">
          <a className="case-study-card__link" href={item.url}>
            {item.heading}
          </a>
        </Heading>
        {layout === "row" && item.description ? <p className="case-study-card__description">{item.description}</p> : null}
        <p className="case-study-card__meta">
          <span>{item.year}</span>
          {item.category ? <span>{item.category}</span> : null}
        </p>
      </div>
      {layout === "row" ? <ArrowRight className="case-study-card__arrow" size={24} aria-hidden="true" /> : null}
    </article>
  );
}
