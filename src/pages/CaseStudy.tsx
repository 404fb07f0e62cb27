// A case study (spec 2, "Case-study detail header"): a category label (its
// first video type, else service), the title as the page's h1, a row of share
// buttons and the date as "12 March 2024"; then its blocks. When the body opens
// with a case study banner, the banner owns the h1, still and facts, and this
// header shrinks to the label, date and share row above it. When that banner has a title of its
// own, the Heading field shows only on cards and listings: in the Visual Editor a note says so.
import { Blocks } from "../blocks/Blocks";
import { Image } from "../components/Image";
import { ShareRow } from "../components/ShareRow";
import { useRenderContext } from "../components/site-context";
import { caseStudyCategory } from "../content/case-studies";
import type { LoadedStory } from "../content/site";
import { PageShareButtons } from "../islands/PageShareButtons";
import { findByUuid } from "../lib/by-uuid";
import { formatDate, isoDate } from "../lib/dates";

/** In the Visual Editor only: where a field that shows nowhere on this page does show, so typing in it is not met with nothing. */
function FieldNote({ children }: { children: string }) {
  return (
    <p
      className="preview-field-note"
      role="note"
      style={{ margin: "0.5rem 0", padding: "0.25rem 0.5rem", border: "1px dashed currentColor", font: "0.875rem/1.4 system-ui, sans-serif" }}
    >
      {children}
    </p>
  );
}

export function CaseStudyPage() {
  const { site, route, editable } = useRenderContext();
  const story = route.story as LoadedStory<"case_study">;
  const content = story.content;
  const item = findByUuid(site.listings.caseStudies, story.uuid);
  const category = item ? caseStudyCategory(item) : null;
  const title = content.heading ?? story.name;
  const hasBanner = content.body.some((block) => block.component === "case_study_banner");
  const bannerTitled = content.body.some((block) => block.component === "case_study_banner" && Boolean((block as { title?: string }).title));
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
          {editable && bannerTitled && content.heading ? <FieldNote>Heading: shown on cards and listings (the banner below has a title of its own)</FieldNote> : null}
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
