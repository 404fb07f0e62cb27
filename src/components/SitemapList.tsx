// The sitemap's nested list of links (a folder without a start page as plain
// text) and its 12-row loading skeleton; shared by the block and the live island.
import type { SitemapNode } from "../content/sitemap-tree";
import { SITEMAP_SKELETON_ROWS } from "../lib/constants";

export function SitemapList({ nodes, currentUrl, root = false }: { nodes: SitemapNode[]; currentUrl: string; root?: boolean }) {
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

export function SitemapSkeleton() {
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

/** The list in its landmark, or the skeleton while there is nothing to list. */
export function SitemapBody({ nodes, currentUrl }: { nodes: SitemapNode[]; currentUrl: string }) {
  if (nodes.length === 0) return <SitemapSkeleton />;
  return (
    <nav aria-label="Sitemap">
      <SitemapList nodes={nodes} currentUrl={currentUrl} root />
    </nav>
  );
}
