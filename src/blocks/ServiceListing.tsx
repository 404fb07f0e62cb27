// Every service as a card; a skeleton of 6 cards stands in while there are none (spec 9).
import { CardGrid, CardGridItem } from "../components/CardGrid";
import { CardSkeleton } from "../components/CardSkeleton";
import { SectionHead } from "../components/SectionHead";
import { ServiceCard } from "../components/ServiceCard";
import { useRenderContext } from "../components/site-context";
import { SERVICE_LISTING_SKELETON } from "../lib/constants";
import type { BlockData, BlockProps } from "./types";

export function ServiceListing({ block }: BlockProps<BlockData<"service_listing">>) {
  const { site } = useRenderContext();
  const services = site.listings.services;
  const headingId = `${block._uid}-heading`;
  return (
    <section className="section service-listing" aria-labelledby={block.heading ? headingId : undefined}>
      <div className="container">
        <SectionHead heading={block.heading} id={headingId} />
        {services.length === 0 ? (
          <CardSkeleton count={SERVICE_LISTING_SKELETON} label="Loading services" variant="service" />
        ) : (
          <CardGrid>
            {services.map((service, i) => (
              <CardGridItem key={service.uuid} index={i}>
                <ServiceCard item={service} />
              </CardGridItem>
            ))}
          </CardGrid>
        )}
      </div>
    </section>
  );
}
