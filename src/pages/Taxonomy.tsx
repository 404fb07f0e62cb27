// A client, sector or video type page: its name as the h1, its description
// (and a client's logo and website), then every case study tagged with it as
// cards (with the hover preview where a case study has a video), or the
// empty-state message when there are none; then its own blocks.
// The first card's thumbnail loads first too: a header still, being soft and
// dark, is often not what the browser counts as the largest image in view.
import { ExternalLink as ExternalLinkIcon } from "lucide-react";
import { Blocks } from "../blocks/Blocks";
import { CardGrid, CardGridItem } from "../components/CardGrid";
import { EmptyState, NO_RESULTS_MESSAGE } from "../components/EmptyState";
import { ExternalLink, isExternalLinkHref } from "../components/ExternalLink";
import { Image } from "../components/Image";
import { useRenderContext } from "../components/site-context";
import { caseStudiesTagged, type Taxonomy } from "../content/case-studies";
import type { LoadedStory } from "../content/site";
import { CaseStudyCardPreview } from "../islands/CaseStudyCardPreview";
import { safeUrl } from "../lib/safe-url";
import { hasBannerBlock } from "./has-banner";

const KIND_LABELS: Record<Taxonomy, string> = { client: "Client", sector: "Sector", video_type: "Video type" };

export function TaxonomyPage() {
  const { site, route } = useRenderContext();
  const story = route.story as LoadedStory<Taxonomy>;
  const content = story.content;
  const kind = content.component;
  const items = caseStudiesTagged(site.listings.caseStudies, kind, { uuid: story.uuid, url: route.url });
  const image = "image" in content ? content.image : null;
  return (
    <>
      <header className={`section--dark taxonomy-header${image ? " taxonomy-header--with-image" : ""}`}>
        {image ? (
          <div className="taxonomy-header__backdrop">
            <Image asset={image} sizes="100vw" aspect={16 / 6} widths={[768, 1024, 1440, 1920]} priority alt="" className="taxonomy-header__image" />
          </div>
        ) : null}
        <div className="container taxonomy-header__inner">
          <p className="eyebrow">{KIND_LABELS[kind]}</p>
          {content.component === "client" && content.logo ? (
            <div className="taxonomy-header__logo">
              <Image asset={content.logo} sizes="240px" widths={[360]} fit="contain" alt={`${story.name} logo`} priority={!image} />
            </div>
          ) : null}
          {hasBannerBlock(content.body) ? null : <h1 className="taxonomy-header__title">{story.name}</h1>}
          {content.description ? <p className="taxonomy-header__description">{content.description}</p> : null}
          {content.component === "client" ? <ClientWebsite website={content.website} name={story.name} /> : null}
        </div>
      </header>
      <section className="section taxonomy-work" aria-labelledby="taxonomy-work-heading">
        <div className="container">
          <h2 className="taxonomy-work__heading" id="taxonomy-work-heading">
            Case studies
          </h2>
          {items.length === 0 ? (
            <EmptyState message={NO_RESULTS_MESSAGE} />
          ) : (
            <CardGrid>
              {items.map((item, i) => (
                <CardGridItem key={item.uuid} index={i}>
                  <CaseStudyCardPreview item={item} priority={i === 0} />
                </CardGridItem>
              ))}
            </CardGrid>
          )}
        </div>
      </section>
      <Blocks items={content.body} path="content.body" />
    </>
  );
}

function ClientWebsite({ website, name }: { website: string | null; name: string }) {
  const href = safeUrl(website);
  if (!href || !isExternalLinkHref(href)) return null;
  return (
    <ExternalLink className="button button--secondary taxonomy-header__website" href={href} newTab>
      {`Visit ${name}’s website`}
      <ExternalLinkIcon size={18} aria-hidden="true" />
    </ExternalLink>
  );
}
