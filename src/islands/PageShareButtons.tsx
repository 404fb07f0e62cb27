// The ShareButtons island for the page being rendered, given the page's canonical
// address so the links work before any script runs (shown in a ShareRow).
import { useRenderContext } from "../components/site-context";
import { SHARE_TARGETS } from "../lib/share";
import { absoluteUrl } from "../lib/urls";
import { Island } from "./Island";

export function PageShareButtons({ title }: { title: string }) {
  const { site, route } = useRenderContext();
  const url = absoluteUrl(site.settings.production_site_url, route.url);
  return <Island name="ShareButtons" props={{ url, title, targets: [...SHARE_TARGETS] }} />;
}
