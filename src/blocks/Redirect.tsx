// A pretty link. Visitors never see it: production answers the URL with a 307
// to the destination (build/pipeline/routes/routes.ts). A preview build renders the page, so the
// editor sees what it does instead (spec 2): a 307 redirect, no preview, and
// where it goes.
import { ArrowUpRight } from "lucide-react";
import { useRenderContext } from "../components/site-context";
import { linkHref } from "../content/links";
import type { BlockData, BlockProps } from "./types";

export function Redirect({ block, path, editable }: BlockProps<BlockData<"redirect">>) {
  const { site, preview, warn } = useRenderContext();
  const destination = linkHref(block.destination, site);
  if (!destination) warn(`${path}.destination`, "the redirect has no usable destination; choose a story or enter a URL");
  if (!preview) return null;
  return (
    <section {...editable} className="redirect-notice" aria-labelledby={`${block._uid}-title`}>
      <div className="container">
        <div className="redirect-notice__panel">
          <p className="redirect-notice__status">307</p>
          <h2 id={`${block._uid}-title`} className="redirect-notice__title">
            This page is a 307 redirect
          </h2>
          <p className="redirect-notice__text">It has no preview: visitors are sent straight to the destination.</p>
          <p className="redirect-notice__destination">
            <span className="redirect-notice__label">Destination URL</span>
            {destination ? (
              <a href={destination} className="redirect-notice__url">
                {destination}
                <ArrowUpRight size={16} aria-hidden="true" />
              </a>
            ) : (
              <span className="redirect-notice__url">No destination set</span>
            )}
          </p>
        </div>
      </div>
    </section>
  );
}
