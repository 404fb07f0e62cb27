// Services as a grid of cards, shared by the service block and the service listing.
import type { ServiceItem } from "../content/listings";
import { CardGrid, CardGridItem } from "./CardGrid";
import { ServiceCard } from "./ServiceCard";

export function ServiceCards({ services }: { services: readonly ServiceItem[] }) {
  return (
    <CardGrid>
      {services.map((service, i) => (
        <CardGridItem key={service.uuid} index={i}>
          <ServiceCard item={service} />
        </CardGridItem>
      ))}
    </CardGrid>
  );
}
