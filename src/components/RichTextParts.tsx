// How this site renders the rich text nodes that need the site: links resolved
// to site paths, images through the image service, headings kept inside the page
// outline, tables and code in scrollable regions, and embedded blocks via the registry.
import { splitTableRows } from "@storyblok/richtext";
import type { RawBlock } from "../content/block";
import type { Asset } from "../content/fields";
import { type RichTextLinkAttrs, resolveRichTextLink } from "../content/richtext-links";
import { assetDimensions, isStoryblokAsset } from "../lib/images";
import { type RichTextComponentMap, type RichTextElementProps, renderRichText } from "../lib/richtext";
import { ExternalLink } from "./ExternalLink";
import { Heading, headingLevelFrom } from "./Heading";
import { Image } from "./Image";
import { InternalLink } from "./InternalLink";
import { useRenderContext } from "./site-context";

/** What RichText hands every part through the renderer's `data`. */
export interface RichTextSite {
  path: string;
  /** the highest heading level the text may use (the page's h1 belongs to its banner) */
  minHeading: number;
}

const siteData = (props: RichTextElementProps) => props.context.data as RichTextSite;

/** The measure the text column is laid out at, for image sizes. */
const TEXT_IMAGE_SIZES = "(min-width: 800px) 747px, 100vw";

function RichTextLink(props: RichTextElementProps) {
  const { site, warn } = useRenderContext();
  const attrs = (props.attrs ?? {}) as RichTextLinkAttrs & { custom?: Record<string, string> };
  const resolved = resolveRichTextLink(attrs, site);
  if (!resolved.ok) {
    warn(siteData(props).path, `${resolved.reason}; the text is shown without a link`);
    return <>{props.children}</>;
  }
  const title = attrs.custom?.title;
  if (/^tel:/i.test(resolved.href))
    return (
      <a href={resolved.href} title={title}>
        {props.children}
      </a>
    );
  if (!resolved.external)
    return (
      <InternalLink href={resolved.href} title={title}>
        {props.children}
      </InternalLink>
    );
  return (
    <ExternalLink href={resolved.href} title={title} rel={attrs.custom?.rel} newTab={resolved.newTab}>
      {props.children}
    </ExternalLink>
  );
}

function RichTextImage({ attrs }: RichTextElementProps) {
  const src = String(attrs?.src ?? "");
  const alt = typeof attrs?.alt === "string" ? attrs.alt : "";
  if (!isStoryblokAsset(src)) {
    const size = assetDimensions(src);
    return <img src={src} alt={alt} width={size?.width} height={size?.height} loading="lazy" decoding="async" className="rich-text__image" />;
  }
  const asset: Asset = {
    filename: src,
    alt,
    name: "",
    focus: null,
    title: typeof attrs?.title === "string" ? attrs.title : null,
    source: null,
    copyright: null,
    fieldtype: "asset",
    is_external_url: false,
  };
  return <Image asset={asset} sizes={TEXT_IMAGE_SIZES} className="rich-text__image" />;
}

function RichTextHeading(props: RichTextElementProps) {
  const level = headingLevelFrom(props.attrs?.level, siteData(props).minHeading);
  const align = props.attrs?.textAlign;
  return (
    <Heading level={level} style={typeof align === "string" ? { textAlign: align as "left" } : undefined}>
      {props.children}
    </Heading>
  );
}

/** A wide table scrolls inside its own region, which keyboard users can focus to scroll. */
function RichTextTable({ content, context }: RichTextElementProps) {
  const { headerRows, bodyRows } = splitTableRows(content);
  return (
    <div className="rich-text__table" role="region" aria-label="Table" tabIndex={0}>
      <table>
        {headerRows.length > 0 ? <thead>{renderRichText(headerRows, context)}</thead> : null}
        {bodyRows.length > 0 ? <tbody>{renderRichText(bodyRows, context)}</tbody> : null}
      </table>
    </div>
  );
}

/** A long line of code scrolls sideways inside its block, which keyboard users can focus to scroll. */
function RichTextCodeBlock({ attrs, children }: RichTextElementProps) {
  const language = typeof attrs?.class === "string" ? attrs.class : undefined;
  return (
    <pre role="region" aria-label="Code example" tabIndex={0}>
      <code className={language}>{children}</code>
    </pre>
  );
}

/** Blocks come through the render context, so components/ never imports the block registry. */
function RichTextBlok(props: RichTextElementProps) {
  const { renderBlocks } = useRenderContext();
  const body = Array.isArray(props.attrs?.body) ? (props.attrs.body as RawBlock[]) : [];
  return <div className="rich-text__blok">{renderBlocks(body, `${siteData(props).path}.blok`)}</div>;
}

export const siteRichTextComponents: RichTextComponentMap = {
  link: RichTextLink,
  image: RichTextImage,
  heading: RichTextHeading,
  table: RichTextTable,
  code_block: RichTextCodeBlock,
  blok: RichTextBlok,
};
