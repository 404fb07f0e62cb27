// The top of a case study: its title as the page's h1, the film's still (the
// page's largest image, so eager) and a facts bar with Year, Client, Sector,
// Service Type and Video Type read from the case study being shown. A fact
// whose lookup comes back empty stays blank (spec 8).
import type { ReactNode } from "react";
import { useRenderContext } from "../components/site-context";
import type { CaseStudyItem, StoryRef } from "../content/listings";
import { VideoEmbedOrStill } from "../islands/VideoEmbedOrStill";
import { findByUuid } from "../lib/by-uuid";
import type { BlockData, BlockProps } from "./types";

const STILL_SIZES = "(min-width: 1300px) 1280px, 100vw";

export function CaseStudyBanner({ block, path, editable }: BlockProps<BlockData<"case_study_banner">>) {
  const { site, route, warn } = useRenderContext();
  const item = findByUuid(site.listings.caseStudies, route.story.uuid);
  if (!item) warn(path, "the case study banner is on a page that is not a case study, so it has no facts bar; use it on case study pages");
  const title = block.title ?? item?.heading ?? route.story.name;
  return (
    <section {...editable} className="case-study-banner section--dark">
      <div className="container">
        <h1 className="case-study-banner__title">{title}</h1>
        <VideoEmbedOrStill
          videoUrl={block.video_url ?? item?.videoUrl ?? null}
          image={block.image ?? item?.image ?? null}
          title={title}
          sizes={STILL_SIZES}
          aspect={16 / 9}
          priority
          path={`${path}.video_url`}
          className="case-study-banner__still"
        />
        {item ? <FactsBar item={item} /> : null}
      </div>
    </section>
  );
}

function FactsBar({ item }: { item: CaseStudyItem }) {
  const client = item.client?.name ? item.client.url ? <a href={item.client.url}>{item.client.name}</a> : item.client.name : null;
  const facts: [string, ReactNode][] = [
    ["Year", item.year],
    ["Client", client],
    ["Sector", refLinks(item.sectors)],
    ["Service Type", refLinks(item.services)],
    ["Video Type", refLinks(item.videoTypes)],
  ];
  return (
    <dl className="case-study-banner__facts">
      {facts.map(([label, value]) => (
        <div key={label} className="case-study-banner__fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Sectors, services and video types each have a page; a fact lists them as links, comma-separated. */
function refLinks(refs: StoryRef[]): ReactNode {
  return refs.map((ref, i) => (
    <span key={ref.uuid}>
      {i > 0 ? ", " : null}
      <a href={ref.url}>{ref.name}</a>
    </span>
  ));
}
