// The share area of a detail page: a label and the ShareButtons island, given
// the page's canonical address so the links work before any script runs.
import { Island } from "../islands/Island";
import { SHARE_TARGETS } from "../lib/share";
import { absoluteUrl } from "../lib/urls";
import { useRenderContext } from "./site-context";

export function ShareRow({ title, label = "Share" }: { title: string; label?: string }) {
  const { site, route } = useRenderContext();
  const url = absoluteUrl(site.settings.production_site_url, route.url);
  return (
    <div className="share-row">
      <span className="share-row__label">{label}</span>
      <Island name="ShareButtons" props={{ url, title, targets: [...SHARE_TARGETS] }} />
    </div>
  );
}
