// One service as a card: its lucide icon, name and excerpt. The name's link is
// stretched over the card, so the card is one keyboard stop.
import { ArrowRight } from "lucide-react";
import type { ServiceItem } from "../content/listings";
import { iconBody } from "./named-icon";
import { SvgIcon } from "./SvgIcon";

/** Shown when a service has no icon, or names one lucide does not have. */
const FALLBACK_ICON = "clapperboard";

export function ServiceCard({ item, headingLevel = 3 }: { item: ServiceItem; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="service-card">
      <span className="service-card__icon">
        <SvgIcon body={(item.icon && iconBody(item.icon)) || iconBody(FALLBACK_ICON)!} size={26} />
      </span>
      <Heading className="service-card__title">
        <a className="service-card__link" href={item.url}>
          {item.name}
        </a>
      </Heading>
      {item.excerpt ? <p className="service-card__excerpt">{item.excerpt}</p> : null}
      <span className="service-card__more" aria-hidden="true">
        Explore <ArrowRight size={18} />
      </span>
    </article>
  );
}
