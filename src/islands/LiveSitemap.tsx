// The sitemap of a live preview in the Visual Editor: it starts as the pre-built
// list, then shows the 12-row skeleton while it reads every page of the draft
// links (Storyblok's cdn/links, 1000 per page, until an empty page, through the
// preview function, which holds the token) and, 1.5 s after they arrive, the
// live list. A failed read is only logged, and the pre-built list comes back.
import { useEffect, useState } from "react";
import { SitemapBody, SitemapSkeleton } from "../components/SitemapList";
import { fetchAllLinks } from "../content/live-links";
import { type SitemapNode, type SitemapSource, sitemapTree } from "../content/sitemap-tree";
import { SITEMAP_DELAY_MS } from "../lib/constants";

export interface LiveSitemapProps {
  initial: SitemapNode[];
  currentUrl: string;
  settings: SitemapSource["settings"];
  unlisted: string[];
  /** the same-origin endpoint that serves the link pages (the page adds the editor's proof) */
  linksEndpoint: string;
}

export default function LiveSitemap({ initial, currentUrl, settings, unlisted, linksEndpoint }: LiveSitemapProps) {
  const [nodes, setNodes] = useState<SitemapNode[] | null>(initial);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    setNodes(null);
    fetchAllLinks(linksEndpoint, window.location.search)
      .then((links) => {
        timer = setTimeout(() => setNodes(sitemapTree({ links, settings, unlisted: new Set(unlisted) })), SITEMAP_DELAY_MS);
      })
      .catch((error: unknown) => {
        console.error("Sitemap: could not load the live links; showing the built list.", error);
        setNodes(initial);
      });
    return () => clearTimeout(timer);
  }, []);
  return nodes ? <SitemapBody nodes={nodes} currentUrl={currentUrl} /> : <SitemapSkeleton />;
}
