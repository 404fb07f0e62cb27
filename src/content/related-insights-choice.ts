// Which articles a related-insights section shows (spec 9, max 3): the editor's
// picks when there are any, otherwise articles of the current one's category.
import { findByUuid } from "../lib/by-uuid";
import { RELATED_INSIGHTS_MAX } from "../lib/constants";
import type { ArticleItem } from "./listings";

export interface RelatedInsightsQuery {
  /** every article, newest first (as the listing loader sorts them) */
  articles: readonly ArticleItem[];
  /** the article being read, when the section sits on an article page */
  current: Pick<ArticleItem, "uuid" | "category"> | null;
  /** article uuids the editor chose, in their order */
  picks: readonly string[];
}

export function relatedInsights({ articles, current, picks }: RelatedInsightsQuery): ArticleItem[] {
  const isOther = (article: ArticleItem) => article.uuid !== current?.uuid;
  if (picks.length > 0) {
    return picks
      .flatMap((uuid) => {
        const article = findByUuid(articles, uuid);
        return article && isOther(article) ? [article] : [];
      })
      .slice(0, RELATED_INSIGHTS_MAX);
  }
  // away from an article there is no category to match, so the newest stand in; the
  // search stops at the last one shown (every article page runs it over every article)
  const related: ArticleItem[] = [];
  for (const article of articles) {
    if (related.length === RELATED_INSIGHTS_MAX) break;
    if (isOther(article) && (!current || article.category === current.category)) related.push(article);
  }
  return related;
}
