// One insight article as a card: image, category and date, title and excerpt.
// The title's link covers the card.
import { Newspaper } from "lucide-react";
import type { ArticleItem } from "../content/listings";
import { formatDate, isoDate } from "../lib/dates";
import { Image } from "./Image";

const CARD_SIZES = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw";

interface ArticleCardProps {
  item: ArticleItem;
  headingLevel?: 2 | 3 | 4;
  /** the card leads a listing that opens the page, so its image may be the largest in view */
  priority?: boolean;
}

export function ArticleCard({ item, headingLevel = 3, priority = false }: ArticleCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="article-card">
      <div className="article-card__media">
        {item.image ? (
          <Image asset={item.image} sizes={CARD_SIZES} aspect={16 / 10} widths={[400, 800]} priority={priority} className="article-card__image" />
        ) : (
          <Newspaper size={40} aria-hidden="true" />
        )}
      </div>
      <div className="article-card__body">
        <p className="article-card__meta">
          <span className="article-card__category">{item.category}</span>
          <time dateTime={isoDate(item.date)}>{formatDate(item.date)}</time>
        </p>
        <Heading className="article-card__title">
          <a className="article-card__link" href={item.url}>
            {item.name}
          </a>
        </Heading>
        {item.excerpt ? <p className="article-card__excerpt">{item.excerpt}</p> : null}
      </div>
    </article>
  );
}
