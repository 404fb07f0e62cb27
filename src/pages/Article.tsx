// An insight article: category and date, the title as h1, the excerpt, a share
// area, the image (the page's largest, so it loads first), the body, and the
// related insights at the end unless the body already places them.
import { Blocks } from "../blocks/Blocks";
import { RELATED_INSIGHTS_HEADING, RelatedInsightsSection } from "../blocks/RelatedInsights";
import { Image } from "../components/Image";
import { ShareRow } from "../components/ShareRow";
import { useRenderContext } from "../components/site-context";
import { relatedInsights } from "../content/related-insights-choice";
import type { LoadedStory } from "../content/site";
import { PageShareButtons } from "../islands/PageShareButtons";
import { formatDate, isoDate } from "../lib/dates";
import { hasBannerBlock } from "./has-banner";

export function ArticlePage() {
  const { site, route } = useRenderContext();
  const story = route.story as LoadedStory<"article">;
  const content = story.content;
  const placesRelated = content.body.some((block) => block.component === "related_insights");
  const related = placesRelated ? [] : relatedInsights({ articles: site.listings.articles, current: { uuid: story.uuid, category: content.category }, picks: content.related });
  return (
    <article className="article-page">
      <header className="article-header">
        <div className="container article-header__inner">
          <p className="article-header__meta">
            <span className="eyebrow article-header__category">{content.category}</span>
            <time dateTime={isoDate(content.date)}>{formatDate(content.date)}</time>
          </p>
          {hasBannerBlock(content.body) ? null : <h1 className="article-header__title">{story.name}</h1>}
          {content.excerpt ? <p className="article-header__excerpt">{content.excerpt}</p> : null}
          <ShareRow label="Share this article">
            <PageShareButtons title={story.name} />
          </ShareRow>
        </div>
        {content.image ? (
          <div className="container article-header__image">
            <Image asset={content.image} sizes="(min-width: 1300px) 1280px, 100vw" aspect={2 / 1} widths={[480, 768, 1024, 1440, 1920]} priority />
          </div>
        ) : null}
      </header>
      <Blocks items={content.body} path="content.body" />
      <RelatedInsightsSection heading={RELATED_INSIGHTS_HEADING} items={related} headingId="related-insights-heading" />
    </article>
  );
}
