// A service page: a dark hero over the service's still with its rich-text
// heading as the h1 (bold words take the accent) and its description, then the
// body blocks. When the body brings its own banner, the banner keeps the h1
// and the heading and description follow it as an introduction.
import { Blocks } from "../blocks/Blocks";
import { Image } from "../components/Image";
import { isRichTextEmpty, RichText } from "../components/RichText";
import { type RichTextSite, siteRichTextComponents } from "../components/RichTextParts";
import { useRenderContext } from "../components/site-context";
import type { RichText as RichTextDoc } from "../content/fields";
import type { LoadedStory } from "../content/site";
import { type RichTextElementProps, renderRichText } from "../lib/richtext";
import { hasBannerBlock } from "./has-banner";

export function ServicePage() {
  const { route } = useRenderContext();
  const story = route.story as LoadedStory<"service">;
  const content = story.content;
  const hasBanner = hasBannerBlock(content.body);
  const Heading = hasBanner ? "h2" : "h1";
  return (
    <>
      <header className={`section--dark service-hero${hasBanner ? " service-hero--intro" : ""}`}>
        {content.image && !hasBanner ? (
          <div className="service-hero__backdrop">
            <Image asset={content.image} sizes="100vw" aspect={16 / 9} widths={[768, 1024, 1440, 1920]} priority alt="" className="service-hero__image" />
          </div>
        ) : null}
        <div className="container service-hero__inner">
          <a className="eyebrow service-hero__eyebrow" href={servicesUrl(route.url)}>
            Services
          </a>
          <Heading className="service-hero__title">
            <InlineRichText doc={content.heading} path="content.heading" fallback={story.name} />
          </Heading>
          <RichText doc={content.description} path="content.description" className="service-hero__description" />
        </div>
      </header>
      <Blocks items={content.body} path="content.body" />
    </>
  );
}

/** Services live in the services folder, whose start page lists them all. */
function servicesUrl(serviceUrl: string): string {
  return serviceUrl.replace(/[^/]+\/?$/, "");
}

/** A paragraph as a line of phrasing content, so a rich-text heading can sit inside an h1. */
function InlineParagraph({ children }: RichTextElementProps) {
  return <span className="service-hero__title-line">{children}</span>;
}

const inlineComponents = { ...siteRichTextComponents, paragraph: InlineParagraph };

function InlineRichText({ doc, path, fallback }: { doc: RichTextDoc; path: string; fallback: string }) {
  const { warn } = useRenderContext();
  if (!doc || isRichTextEmpty(doc)) return <>{fallback}</>;
  const data: RichTextSite = { path, minHeading: 2 };
  return (
    <>
      {renderRichText(doc as Parameters<typeof renderRichText>[0], {
        components: inlineComponents,
        data,
        onUnsafeUrl: (url) => warn(path, `the link URL "${url}" uses a scheme that is not allowed; the text is shown without a link`),
      })}
    </>
  );
}
