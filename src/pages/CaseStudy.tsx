// A case study (spec 2, "Case-study detail header"): a category label (its
// first video type, else service), the title as the page's h1, a row of share
// buttons and the date as "12 March 2024"; then its blocks. When the body opens
// with a case study banner, the banner owns the h1, still and facts, and this
// header shrinks to the label, date and share row above it.
import { Blocks } from "../blocks/Blocks";
import { Image } from "../components/Image";
import { ShareRow } from "../components/ShareRow";
import { useRenderContext } from "../components/site-context";
import { caseStudyCategory } from "../content/case-studies";
import type { LoadedStory } from "../content/site";
import { PageShareButtons } from "../islands/PageShareButtons";
import { findByUuid } from "../lib/by-uuid";
import { formatDate, isoDate } from "../lib/dates";

export function CaseStudyPage() {
  const { site, route } = useRenderContext();
  const story = route.story as LoadedStory<"case_study">;
  const content = story.content;
  const item = findByUuid(site.listings.caseStudies, story.uuid);
  const category = item ? caseStudyCategory(item) : null;
  const title = content.heading ?? story.name;
  const hasBanner = content.body.some((block) => block.component === "case_study_banner");
  return (
    <article className="case-study-page">
      <header className={`section--dark case-study-header${hasBanner ? " case-study-header--above-banner" : ""}`}>
        <div className="container case-study-header__inner">
          {category ? (
            <a className="eyebrow case-study-header__category" href={category.url}>
              {category.name}
            </a>
          ) : null}
          {hasBanner ? null : <h1 className="case-study-header__title">{title}</h1>}
          {hasBanner || !content.description ? null : <p className="case-study-header__lead">{content.description}</p>}
          <div className="case-study-header__meta">
            <time className="case-study-header__date" dateTime={isoDate(content.date)}>
              {formatDate(content.date)}
            </time>
            <ShareRow>
              <PageShareButtons title={title} />
            </ShareRow>
          </div>
          {!hasBanner && content.image ? (
            <div className="case-study-header__still">
              <Image asset={content.image} sizes="(min-width: 1300px) 1280px, 100vw" aspect={16 / 9} priority />
            </div>
          ) : null}
        </div>
      </header>
      <Blocks items={content.body} path="content.body" />
    </article>
  );
}
