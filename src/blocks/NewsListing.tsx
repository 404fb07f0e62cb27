// Every insight article, 9 to a page in three columns (spec 9). The build makes
// one static page per listing page (route.pagination); visitors reach them as
// ?page=N. A skeleton of 9 cards stands in while there are no articles. On a
// phone the first card's image is the largest in view, so it loads first.
import { ArticleCard } from "../components/ArticleCard";
import { CardGrid, CardGridItem } from "../components/CardGrid";
import { CardSkeleton } from "../components/CardSkeleton";
import { Pagination } from "../components/Pagination";
import { SectionHead } from "../components/SectionHead";
import { useRenderContext } from "../components/site-context";
import { NEWS_LISTING_SKELETON, NEWS_PER_PAGE } from "../lib/constants";
import type { BlockData, BlockProps } from "./types";

export function NewsListing({ block, editable }: BlockProps<BlockData<"news_listing">>) {
  const { site, route } = useRenderContext();
  const articles = site.listings.articles;
  // build/pipeline/routes/routes.ts paginates every page holding this block; the fallback covers a single page
  const { page, pageCount, baseUrl } = route.pagination ?? { page: 1, pageCount: 1, baseUrl: route.url };
  const shown = articles.slice((page - 1) * NEWS_PER_PAGE, page * NEWS_PER_PAGE);
  const headingId = `${block._uid}-heading`;
  return (
    <section {...editable} className="section news-listing" aria-labelledby={block.heading ? headingId : undefined}>
      <div className="container">
        <SectionHead heading={block.heading} id={headingId} />
        {articles.length === 0 ? (
          <CardSkeleton count={NEWS_LISTING_SKELETON} label="Loading articles" variant="article" />
        ) : (
          <>
            {pageCount > 1 ? <p className="news-listing__status">{`Page ${page} of ${pageCount}`}</p> : null}
            <CardGrid>
              {shown.map((article, i) => (
                <CardGridItem key={article.uuid} index={i}>
                  <ArticleCard item={article} priority={i === 0} />
                </CardGridItem>
              ))}
            </CardGrid>
            <Pagination page={page} pageCount={pageCount} baseUrl={baseUrl} label="Article pages" />
          </>
        )}
      </div>
    </section>
  );
}
