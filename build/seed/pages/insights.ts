// The insights folder: the paginated article list and ~40 articles. The folder
// is the one the spec's space lists as unpublished.
import { articles } from "../catalogue";
import { callToAction, innerBanner, textBlock } from "../common-blocks";
import type { ArticleCopy } from "../data/article-copy";
import { still } from "../media";
import { pageRoot, seo } from "../page-kit";
import { addFolder, addStory } from "../seed-space";
import { type Block, type StoryScope, storyUuid } from "../seed-story";

function articleText(scope: StoryScope, copy: ArticleCopy) {
  const images = Object.fromEntries(
    Object.entries(copy.figures ?? {}).map(([key, figure]) => [key, still(`article:${copy.slug}:${key}`, figure.look, "thumb", { name: `${copy.slug}-${key}`, alt: figure.alt })]),
  );
  const bloks: Record<string, Block> = {};
  if (copy.cta) bloks.cta = callToAction(scope, copy.cta.heading, copy.cta.text, copy.cta.label, copy.cta.target);
  return textBlock(scope, copy.body, { storySlug: scope.fullSlug, images, bloks });
}

function addArticle(copy: ArticleCopy, index: number): void {
  const image = still(`article:${copy.slug}`, copy.look, "thumb", { name: copy.slug, alt: copy.excerpt, focus: [0.5, 0.5] });
  for (const slug of copy.related ?? []) {
    if (!articles.some((a) => a.slug === slug)) throw new Error(`Article ${copy.slug}: related article "${slug}" does not exist`);
  }
  const related = (copy.related ?? []).map((slug) => storyUuid(`insights/${slug}`));
  addStory({
    fullSlug: `insights/${copy.slug}`,
    name: copy.title,
    folder: "insights",
    position: (index + 1) * 10,
    around: copy.date,
    tags: copy.tags,
    content: (scope) =>
      pageRoot(
        scope,
        "article",
        {
          seo: seo(copy.title, copy.excerpt, image),
          image,
          body: [articleText(scope, copy), scope.block("related_insights", { heading: "Related insights", articles: related })],
        },
        {
          date: copy.date,
          position: index,
          excerpt: copy.excerpt,
          category: copy.category,
          image,
          related,
        },
      ),
  });
}

export function addInsights(): void {
  addFolder({ slug: "insights", name: "Insights", position: 70, published: false });
  addStory({
    fullSlug: "insights/",
    name: "Insights",
    folder: "insights",
    position: 0,
    content: (scope) =>
      pageRoot(scope, "page", {
        seo: seo("Insights", "Practical advice on planning, shooting and using business video, from the team at Northlight Films."),
        body: [
          innerBanner(scope, "Insights", "Practical advice on video strategy, production and the tools we use, written by the people who make the films.", "center"),
          scope.block("news_listing", { heading: "Latest articles" }),
        ],
      }),
  });
  articles.forEach(addArticle);
}
