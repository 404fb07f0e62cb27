// Every service as a card; a skeleton of 6 cards stands in while there are none (spec 9).
import { CardSkeleton } from "../components/CardSkeleton";
import { SectionHead } from "../components/SectionHead";
import { ServiceCards } from "../components/ServiceCards";
import { useRenderContext } from "../components/site-context";
import { SERVICE_LISTING_SKELETON } from "../lib/constants";
import type { BlockData, BlockProps } from "./types";

export function ServiceListing({ block, editable }: BlockProps<BlockData<"service_listing">>) {
  const { site } = useRenderContext();
  const services = site.listings.services;
  const headingId = `${block._uid}-heading`;
  return (
    <section {...editable} className="section service-listing" aria-labelledby={block.heading ? headingId : undefined}>
      <div className="container">
        <SectionHead heading={block.heading} id={headingId} />
        {services.length === 0 ? <CardSkeleton count={SERVICE_LISTING_SKELETON} label="Loading services" variant="service" /> : <ServiceCards services={services} />}
      </div>
    </section>
  );
}
