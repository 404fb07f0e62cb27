// The sitemap screen, built from the site tree at build time: the homepage
// first, then published pages with children indented beneath their parent; a
// folder without a start page is plain text. A skeleton of 12 rows stands in
// while there is nothing to list. On a live preview in the Visual Editor, an
// island reads the live links through the preview function and replaces the
// list (no page ever carries the token).
import { SectionHead } from "../components/SectionHead";
import { SitemapBody } from "../components/SitemapList";
import { useRenderContext } from "../components/site-context";
import { sitemapTree, unlistedUuids } from "../content/sitemap-tree";
import { Island } from "../islands/Island";
import type { BlockData, BlockProps } from "./types";

export function Sitemap({ block, editable }: BlockProps<BlockData<"sitemap">>) {
  const { site, route, preview, storyblokPreview } = useRenderContext();
  const settings = { sitemap_exclude_prefixes: site.settings.sitemap_exclude_prefixes, sitemap_separate_folders: site.settings.sitemap_separate_folders };
  const tree = sitemapTree({ links: site.links, settings, storyByUuid: site.storyByUuid });
  const headingId = `${block._uid}-heading`;
  return (
    <section {...editable} className="section sitemap" aria-labelledby={block.heading ? headingId : undefined}>
      <div className="container">
        <SectionHead heading={block.heading} id={headingId} />
        {preview && storyblokPreview ? (
          <Island name="LiveSitemap" props={{ initial: tree, currentUrl: route.url, settings, unlisted: unlistedUuids(site.links, site.storyByUuid), ...storyblokPreview }} />
        ) : (
          <SitemapBody nodes={tree} currentUrl={route.url} />
        )}
      </div>
    </section>
  );
}
