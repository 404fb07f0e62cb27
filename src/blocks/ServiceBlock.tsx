// Up to 6 chosen services as cards (spec 9), with an optional link to them all.
import { EmptyState, NO_SERVICES_MESSAGE } from "../components/EmptyState";
import { SectionAction } from "../components/SectionAction";
import { SectionHead } from "../components/SectionHead";
import { ServiceCards } from "../components/ServiceCards";
import { useRenderContext } from "../components/site-context";
import { findByUuid } from "../lib/by-uuid";
import { SERVICE_BLOCK_MAX } from "../lib/constants";
import type { BlockData, BlockProps } from "./types";

export function ServiceBlock({ block, path, editable }: BlockProps<BlockData<"service_block">>) {
  const { site, warn } = useRenderContext();
  const services = block.services.flatMap((uuid, i) => {
    const service = findByUuid(site.listings.services, uuid);
    if (!service) warn(`${path}.services[${i}]`, `no service story with uuid ${uuid}; the card is left out`);
    return service ? [service] : [];
  });
  if (services.length > SERVICE_BLOCK_MAX) {
    warn(`${path}.services`, `${services.length} services are chosen but the block shows at most ${SERVICE_BLOCK_MAX}; remove the extra ones in the editor`);
  }
  const headingId = `${block._uid}-heading`;
  const action = <SectionAction link={block.link} label={block.link_label} path={`${path}.link`} />;
  return (
    <section {...editable} className="section service-block" aria-labelledby={block.heading ? headingId : undefined}>
      <div className="container">
        <SectionHead heading={block.heading} text={block.text} id={headingId} action={action} />
        {services.length === 0 ? <EmptyState message={NO_SERVICES_MESSAGE} /> : <ServiceCards services={services.slice(0, SERVICE_BLOCK_MAX)} />}
      </div>
    </section>
  );
}
