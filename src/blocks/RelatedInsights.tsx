// Up to 3 related articles (spec 9): the block's picks, else the article's own
// featured picks, else others of the same category. Article pages without this
// block add the same section at their end, through RelatedInsightsSection.
import { ArticleCard } from "../components/ArticleCard";
import { CardGrid, CardGridItem } from "../components/CardGrid";
import { SectionHead } from "../components/SectionHead";
import { useRenderContext } from "../components/site-context";
import type { ArticleItem } from "../content/listings";
import { relatedInsights } from "../content/related-insights-choice";
import { findByUuid } from "../lib/by-uuid";
import type { EditableAttributes } from "../lib/editable";
import type { BlockData, BlockProps } from "./types";

export const RELATED_INSIGHTS_HEADING = "Related insights";

export function RelatedInsights({ block, path, editable }: BlockProps<BlockData<"related_insights">>) {
  const { site, route, warn } = useRenderContext();
  const articles = site.listings.articles;
  block.articles.forEach((uuid, i) => {
    if (!findByUuid(articles, uuid)) warn(`${path}.articles[${i}]`, `no article story with uuid ${uuid}; it is left out`);
  });
  const current = route.kind === "article" ? (findByUuid(articles, route.story.uuid) ?? null) : null;
  const picks = block.articles.length > 0 ? block.articles : (current?.related ?? []);
  const items = relatedInsights({ articles, current, picks });
  if (items.length === 0) warn(`${path}.articles`, "no article is picked and none is related to this page, so the related-articles block shows nothing");
  return <RelatedInsightsSection heading={block.heading ?? RELATED_INSIGHTS_HEADING} items={items} headingId={`${block._uid}-heading`} editable={editable} />;
}

export function RelatedInsightsSection({ heading, items, headingId, editable = {} }: { heading: string; items: ArticleItem[]; headingId: string; editable?: EditableAttributes }) {
  if (items.length === 0) return null;
  return (
    <section {...editable} className="section section--muted related-insights" aria-labelledby={headingId}>
      <div className="container">
        <SectionHead heading={heading} id={headingId} />
        <CardGrid>
          {items.map((article, i) => (
            <CardGridItem key={article.uuid} index={i}>
              <ArticleCard item={article} />
            </CardGridItem>
          ))}
        </CardGrid>
      </div>
    </section>
  );
}
