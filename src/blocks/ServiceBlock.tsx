// Up to 6 chosen services as cards (spec 9), with an optional link to them all.
import { ArrowRight } from "lucide-react";
import { CardGrid, CardGridItem } from "../components/CardGrid";
import { EmptyState, NO_SERVICES_MESSAGE } from "../components/EmptyState";
import { SectionHead } from "../components/SectionHead";
import { ServiceCard } from "../components/ServiceCard";
import { useRenderContext } from "../components/site-context";
import { SmartLink } from "../components/SmartLink";
import { DEFAULT_LINK_LABEL, SERVICE_BLOCK_MAX } from "../lib/constants";
import type { BlockData, BlockProps } from "./types";

export function ServiceBlock({ block, path }: BlockProps<BlockData<"service_block">>) {
  const { site, warn } = useRenderContext();
  const services = block.services.flatMap((uuid, i) => {
    const service = site.listings.services.find((item) => item.uuid === uuid);
    if (!service) warn(`${path}.services[${i}]`, `no service story with uuid ${uuid}; the card is left out`);
    return service ? [service] : [];
  });
  if (services.length > SERVICE_BLOCK_MAX) {
    warn(`${path}.services`, `${services.length} services are chosen but the block shows at most ${SERVICE_BLOCK_MAX}; remove the extra ones in the editor`);
  }
  const headingId = `${block._uid}-heading`;
  const action = block.link ? (
    <SmartLink link={block.link} path={`${path}.link`} className="button button--secondary">
      {block.link_label || DEFAULT_LINK_LABEL}
      <ArrowRight size={18} aria-hidden="true" />
    </SmartLink>
  ) : null;
  return (
    <section className="section service-block" aria-labelledby={block.heading ? headingId : undefined}>
      <div className="container">
        <SectionHead heading={block.heading} text={block.text} id={headingId} action={action} />
        {services.length === 0 ? (
          <EmptyState message={NO_SERVICES_MESSAGE} />
        ) : (
          <CardGrid>
            {services.slice(0, SERVICE_BLOCK_MAX).map((service, i) => (
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
