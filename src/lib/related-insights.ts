// Which articles a related-insights section shows (spec 9, max 3): the editor's
// picks when there are any, otherwise articles of the current one's category.
import type { ArticleItem } from "../content/listings";
import { RELATED_INSIGHTS_MAX } from "./constants";

export interface RelatedInsightsQuery {
  /** every article, newest first (as the listing loader sorts them) */
  articles: readonly ArticleItem[];
  /** the article being read, when the section sits on an article page */
  current: Pick<ArticleItem, "uuid" | "category"> | null;
  /** article uuids the editor chose, in their order */
  picks: readonly string[];
}

export function relatedInsights({ articles, current, picks }: RelatedInsightsQuery): ArticleItem[] {
  const others = articles.filter((article) => article.uuid !== current?.uuid);
  if (picks.length > 0) {
    return picks.flatMap((uuid) => others.filter((article) => article.uuid === uuid)).slice(0, RELATED_INSIGHTS_MAX);
  }
  // away from an article there is no category to match, so the newest stand in
  const matching = current ? others.filter((article) => article.category === current.category) : others;
  return matching.slice(0, RELATED_INSIGHTS_MAX);
}
