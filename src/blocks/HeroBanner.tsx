// The home page's opening: full-bleed and dark, the editor's still as the
// page's first, largest image (eager, high priority), an uploaded loop playing
// muted over it where motion is welcome, and the h1, a line of text and links.
// The loop's <source> matches only without a reduced-motion preference, so then
// nothing downloads and the still stays. The Vimeo player for video_url is a
// later addition; the still stands in for it.
import { Image } from "../components/Image";
import { LinkList } from "../components/LinkList";
import { useRenderContext } from "../components/site-context";
import type { Asset } from "../content/fields";
import { Island } from "../islands/Island";
import { assetFileUrl } from "../lib/images";
import type { BlockData, BlockProps } from "./types";

function isMp4(asset: Asset | null): asset is Asset {
  return asset !== null && (/\.mp4$/i.test(asset.filename) || asset.content_type === "video/mp4");
}

export function HeroBanner({ block, path, editable }: BlockProps<BlockData<"hero_banner">>) {
  const { warn } = useRenderContext();
  // the schema reads a missing heading as "" so the block still renders, but the page then has no h1
  if (!block.heading.trim()) warn(`${path}.heading`, "the hero banner has no heading, which it needs (it is the page's h1); fill it in");
  return (
    <section {...editable} className="hero-banner">
      <div className="hero-banner__media">
        {block.image ? <Image asset={block.image} sizes="100vw" priority className="hero-banner__image" /> : null}
        {isMp4(block.video) ? <BackgroundLoop id={`${block._uid}-loop`} src={assetFileUrl(block.video.filename)} /> : null}
      </div>
      <div className="container hero-banner__content">
        <h1 className="hero-banner__heading">{block.heading}</h1>
        {block.text ? <p className="hero-banner__text">{block.text}</p> : null}
        <LinkList links={block.links} path={`${path}.links`} className="hero-banner__links" />
      </div>
    </section>
  );
}

function BackgroundLoop({ id, src }: { id: string; src: string }) {
  return (
    <>
      <video id={id} className="hero-banner__video" autoPlay muted loop playsInline preload="metadata" aria-hidden="true" tabIndex={-1}>
        <source src={src} type="video/mp4" media="(prefers-reduced-motion: no-preference)" />
      </video>
      <Island name="VideoPauseButton" props={{ videoId: id }} />
    </>
  );
}
