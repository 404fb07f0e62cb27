// Client logos (or the name as a wordmark when there is no logo), each linking
// to the client's page. An empty selection shows every client.
import { Image } from "../components/Image";
import { SectionHead } from "../components/SectionHead";
import { useRenderContext } from "../components/site-context";
import type { ClientItem } from "../content/listings";
import { findByUuid } from "../lib/by-uuid";
import type { BlockData, BlockProps } from "./types";

export function Clients({ block, path, editable }: BlockProps<BlockData<"clients">>) {
  const { site, warn } = useRenderContext();
  const all = site.listings.clients;
  const clients: ClientItem[] =
    block.clients.length === 0
      ? all
      : block.clients.flatMap((uuid, i) => {
          const client = findByUuid(all, uuid);
          if (!client) warn(`${path}.clients[${i}]`, `no client story with uuid ${uuid}; the logo is left out`);
          return client ? [client] : [];
        });
  if (clients.length === 0) return null;
  const headingId = `${block._uid}-heading`;
  return (
    <section {...editable} className="section section--muted clients" aria-labelledby={block.heading ? headingId : undefined}>
      <div className="container">
        <SectionHead heading={block.heading} id={headingId} />
        <ul className="clients__grid">
          {clients.map((client) => (
            <li key={client.uuid}>
              <a className="clients__item" href={client.url}>
                {client.logo ? (
                  <Image asset={client.logo} sizes="200px" widths={[360]} fit="contain" alt={client.name} className="clients__logo" />
                ) : (
                  <span className="clients__wordmark">{client.name}</span>
                )}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
