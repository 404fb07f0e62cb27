// Client wordmarks: each client's name set in the site's type, linking to the
// client's page. An empty selection shows every client. Names, not the logo
// files: the logos are wordmarks drawn as text at 17 to 28 px in a 360 x 120
// image, which a strip this dense would draw at 6 to 12 px, and a long name can
// run past its own image's edge, where nothing can unclip it. The name wraps and
// keeps one size; the logo is shown large on the client's own page.
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
                <span className="clients__wordmark">{client.name}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
