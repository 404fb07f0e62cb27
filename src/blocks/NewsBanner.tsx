// One insight article given the stage: the editor's choice, else the newest.
// Links on to the article and to the list of all insights beside it.
import { ArrowRight } from "lucide-react";
import { Image } from "../components/Image";
import { SectionHead } from "../components/SectionHead";
import { useRenderContext } from "../components/site-context";
import { findByUuid } from "../lib/by-uuid";
import { formatDate, isoDate } from "../lib/dates";
import type { BlockData, BlockProps } from "./types";

export function NewsBanner({ block, path, editable }: BlockProps<BlockData<"news_banner">>) {
  const { site, warn } = useRenderContext();
  const articles = site.listings.articles;
  const chosen = block.article ? findByUuid(articles, block.article) : undefined;
  if (block.article && !chosen) warn(`${path}.article`, `no article story with uuid ${block.article}; the newest article is shown instead`);
  const article = chosen ?? articles[0];
  if (!article) return null;
  // articles live in their listing's folder, so the folder's start page lists them all
  const allInsightsUrl = article.url.replace(/[^/]+$/, "");
  const headingId = `${block._uid}-heading`;
  const action = (
    <a className="button button--secondary" href={allInsightsUrl}>
      All insights
      <ArrowRight size={18} aria-hidden="true" />
    </a>
  );
  return (
    <section {...editable} className="section section--muted news-banner" aria-labelledby={block.heading ? headingId : undefined}>
      <div className="container">
        <SectionHead heading={block.heading} id={headingId} action={action} />
        <article className="news-banner__feature">
          <div className="news-banner__media">
            {article.image ? (
              <Image asset={article.image} sizes="(min-width: 1024px) 640px, 100vw" aspect={3 / 2} widths={[480, 768, 1024, 1280]} className="news-banner__image" />
            ) : null}
          </div>
          <div className="news-banner__body">
            <p className="news-banner__meta">
              <span className="news-banner__category">{article.category}</span>
              <time dateTime={isoDate(article.date)}>{formatDate(article.date)}</time>
            </p>
            <h3 className="news-banner__title">
              <a className="news-banner__link" href={article.url}>
                {article.name}
              </a>
            </h3>
            {article.excerpt ? <p className="news-banner__excerpt">{article.excerpt}</p> : null}
            <span className="news-banner__more" aria-hidden="true">
              Read the article <ArrowRight size={18} />
            </span>
          </div>
        </article>
      </div>
    </section>
  );
}
