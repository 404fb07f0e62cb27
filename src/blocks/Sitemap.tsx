// The sitemap screen (spec 2), built from the site tree at build time: the
// homepage first, then published pages with children indented beneath their
// parent; a folder without a start page is plain text. A skeleton of 12 rows
// stands in while there is nothing to list.
import { SectionHead } from "../components/SectionHead";
import { useRenderContext } from "../components/site-context";
import { SITEMAP_SKELETON_ROWS } from "../lib/constants";
import { sitemapTree, type SitemapNode } from "../lib/sitemap-tree";
import type { BlockData, BlockProps } from "./types";

export function Sitemap({ block, editable }: BlockProps<BlockData<"sitemap">>) {
  const { site, route } = useRenderContext();
  const tree = sitemapTree({ links: site.links, settings: site.settings, storyByUuid: site.storyByUuid });
  const headingId = `${block._uid}-heading`;
  return (
    <section {...editable} className="section sitemap" aria-labelledby={block.heading ? headingId : undefined}>
      <div className="container">
        <SectionHead heading={block.heading} id={headingId} />
        {tree.length === 0 ? (
          <SitemapSkeleton />
        ) : (
          <nav aria-label="Sitemap">
            <SitemapList nodes={tree} currentUrl={route.url} root />
          </nav>
        )}
      </div>
    </section>
  );
}

function SitemapList({ nodes, currentUrl, root = false }: { nodes: SitemapNode[]; currentUrl: string; root?: boolean }) {
  return (
    <ul className={root ? "sitemap__list sitemap__list--root" : "sitemap__list"}>
      {nodes.map((node) => (
        <li key={`${node.name}|${node.href ?? ""}`} className="sitemap__item">
          {node.href ? (
            <a className="sitemap__link" href={node.href} aria-current={node.href === currentUrl ? "page" : undefined}>
              {node.name}
            </a>
          ) : (
            <span className="sitemap__placeholder">{node.name}</span>
          )}
          {node.children.length > 0 ? <SitemapList nodes={node.children} currentUrl={currentUrl} /> : null}
        </li>
      ))}
    </ul>
  );
}

function SitemapSkeleton() {
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading the sitemap
      </p>
      <ul className="sitemap__skeleton" aria-hidden="true">
        {Array.from({ length: SITEMAP_SKELETON_ROWS }, (_, i) => (
          <li key={i} className="skeleton sitemap__skeleton-row" />
        ))}
      </ul>
    </div>
  );
}
